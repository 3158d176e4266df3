import { defineRuntime } from '../../runtime'
import { getOptionalNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { rerankingRetriever } from '../rerank'
import { finishRetriever, readBaseRetriever, retrieverK } from '../retriever-kit'
import { AzureRerankRetriever } from './AzureRerankRetriever.node.js'

export default defineRuntime(AzureRerankRetriever, {
  kind: 'supply',
  async supply(ctx) {
    const base = await readBaseRetriever(ctx)
    const { azureFoundryApiKey: apiKey, azureFoundryEndpoint: endpoint } = await ctx.getCredential()
    if (!apiKey || !endpoint)
      throw new NodeInputError(
        `${ctx.label}: the Azure Foundry API credential needs its key and rerank endpoint`,
      )
    const topN = getOptionalNumber(ctx, 'topK') ?? retrieverK(base)
    const maxChunks = getOptionalNumber(ctx, 'maxChunksPerDoc') ?? 10
    const model = getString(ctx, 'model') || 'Cohere-rerank-v4.0-fast'
    const retriever = await rerankingRetriever(ctx, base, {
      provider: 'Azure AI Foundry',
      // The endpoint is the deployment's whole rerank URL (…/providers/cohere/v2/rerank).
      url: endpoint,
      headers: { 'api-key': apiKey },
      body: (query, documents) => ({
        model,
        query,
        documents,
        top_n: topN,
        max_chunks_per_doc: maxChunks,
        return_documents: false,
      }),
      resultsKey: 'results',
    })
    return finishRetriever(ctx, retriever)
  },
})
