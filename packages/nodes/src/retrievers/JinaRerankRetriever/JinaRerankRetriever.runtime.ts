import { defineRuntime } from '../../runtime'
import { getNumber, getString } from '../../shared/read-inputs'
import { rerankingRetriever } from '../rerank'
import { finishRetriever, readBaseRetriever } from '../retriever-kit'
import { JinaRerankRetriever } from './JinaRerankRetriever.node.js'

export default defineRuntime(JinaRerankRetriever, {
  kind: 'supply',
  async supply(ctx) {
    const base = await readBaseRetriever(ctx)
    const credential = await ctx.getCredential()
    const topN = Math.max(1, Math.round(getNumber(ctx, 'topN', 4)))
    const model = getString(ctx, 'model') || 'jina-reranker-v2-base-multilingual'
    const retriever = await rerankingRetriever(ctx, base, {
      provider: 'Jina AI',
      url: `${(credential.basePath || 'https://api.jina.ai/v1').replace(/\/+$/, '')}/rerank`,
      headers: { authorization: `Bearer ${credential.jinaAIAPIKey ?? ''}` },
      body: (query, documents) => ({ model, query, documents, top_n: topN }),
      resultsKey: 'results',
    })
    return finishRetriever(ctx, retriever)
  },
})
