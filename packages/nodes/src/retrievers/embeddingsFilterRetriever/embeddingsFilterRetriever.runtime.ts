import { defineRuntime } from '../../runtime'
import { cosineSimilarity } from '@unikflow/graph'
import { lazyImport } from '../../shared/lazy-import'
import { getInstance, getNumber } from '../../shared/read-inputs'
import { finishRetriever, functionRetriever, readBaseRetriever } from '../retriever-kit'
import { embeddingsFilterRetriever } from './embeddingsFilterRetriever.node.js'

const langchainCoreEmbeddings = lazyImport(() => import('@langchain/core/embeddings'))

export default defineRuntime(embeddingsFilterRetriever, {
  kind: 'supply',
  async supply(ctx) {
    const { Embeddings } = await langchainCoreEmbeddings()
    const base = await readBaseRetriever(ctx)
    const embeddings = getInstance(ctx, 'embeddings', Embeddings, 'an Embeddings node')
    const threshold = getNumber(ctx, 'similarityThreshold', 0.8)
    const k = Math.max(1, Math.round(getNumber(ctx, 'k', 20)))
    const retriever = await functionRetriever(async (query) => {
      const docs = await base.invoke(query, { signal: ctx.signal })
      if (docs.length === 0) return []
      const [q, vectors] = await Promise.all([
        embeddings.embedQuery(query),
        embeddings.embedDocuments(docs.map((d) => d.pageContent)),
      ])
      return docs
        .map((doc, i) => ({ doc, similarity: cosineSimilarity(q, vectors[i] ?? []) }))
        .filter((d) => d.similarity >= threshold)
        .sort((a, b) => b.similarity - a.similarity)
        .slice(0, k)
        .map((d) => d.doc)
    })
    return finishRetriever(ctx, retriever)
  },
})
