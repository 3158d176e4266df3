import { defineRuntime } from '../../runtime'
import { getOptionalNumber, getString } from '../../shared/read-inputs'
import { rerankingRetriever } from '../rerank'
import { finishRetriever, readBaseRetriever, retrieverK } from '../retriever-kit'
import { voyageAIRerankRetriever } from './voyageAIRerankRetriever.node.js'

/** The credential's endpoint names the embeddings URL; the rerank API sits beside it. */
function rerankUrl(endpoint: string | undefined): string {
  if (!endpoint) return 'https://api.voyageai.com/v1/rerank'
  return endpoint.replace(/\/+$/, '').replace(/\/embeddings$/, '') + '/rerank'
}

export default defineRuntime(voyageAIRerankRetriever, {
  kind: 'supply',
  async supply(ctx) {
    const base = await readBaseRetriever(ctx)
    const credential = await ctx.getCredential()
    const topK = getOptionalNumber(ctx, 'topK') ?? retrieverK(base)
    const model = getString(ctx, 'model') || 'rerank-lite-1'
    const retriever = await rerankingRetriever(ctx, base, {
      provider: 'Voyage AI',
      url: rerankUrl(credential.endpoint),
      headers: { authorization: `Bearer ${credential.apiKey ?? ''}` },
      body: (query, documents) => ({ model, query, documents, top_k: topK }),
      resultsKey: 'data',
    })
    return finishRetriever(ctx, retriever)
  },
})
