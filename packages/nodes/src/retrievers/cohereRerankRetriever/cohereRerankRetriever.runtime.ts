import { defineRuntime } from '../../runtime'
import { getOptionalNumber, getString } from '../../shared/read-inputs'
import { rerankingRetriever } from '../rerank'
import { finishRetriever, readBaseRetriever, retrieverK } from '../retriever-kit'
import { cohereRerankRetriever } from './cohereRerankRetriever.node.js'

export default defineRuntime(cohereRerankRetriever, {
  kind: 'supply',
  async supply(ctx) {
    const base = await readBaseRetriever(ctx)
    const credential = await ctx.getCredential()
    const topN = getOptionalNumber(ctx, 'topK') ?? retrieverK(base)
    const maxChunks = getOptionalNumber(ctx, 'maxChunksPerDoc') ?? 10
    const model = getString(ctx, 'model') || 'rerank-v3.5'
    const retriever = await rerankingRetriever(ctx, base, {
      provider: 'Cohere',
      url: `${(credential.basePath || 'https://api.cohere.com').replace(/\/+$/, '')}/v1/rerank`,
      headers: { authorization: `Bearer ${credential.cohereApiKey ?? ''}` },
      body: (query, documents) => ({ model, query, documents, top_n: topN, max_chunks_per_doc: maxChunks }),
      resultsKey: 'results',
    })
    return finishRetriever(ctx, retriever)
  },
})
