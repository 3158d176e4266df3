import { defineRuntime } from '../../runtime'
import { readVectorStore } from '../../retrievers/retriever-kit'
import { getOptionalNumber, getString } from '../../shared/read-inputs'
import { readTopK } from '../../shared/store-top-k'
import { vectorStoreToDocument } from './vectorStoreToDocument.node.js'

/** Documents a search returns when the store node says no top K. */
const DEFAULT_K = 4

/** Searches the connected store (its own top K) and answers the documents, or their text joined. */
export default defineRuntime(vectorStoreToDocument, {
  kind: 'supply',
  async supply(ctx) {
    const store = await readVectorStore(ctx)
    const query = getString(ctx, 'query') || ctx.question
    // The store node's Top K: noted on the store it supplied, or the store's own `k`.
    const own = Reflect.get(store, 'k')
    const k = readTopK(store, typeof own === 'number' && own > 0 ? own : DEFAULT_K)
    const found = await store.similaritySearchWithScore(query, k)
    const minScore = getOptionalNumber(ctx, 'minScore')
    const docs = found
      .filter(([, score]) => minScore === undefined || score * 100 >= minScore)
      .map(([doc, score]) => ({ ...doc, metadata: { ...doc.metadata, score } }))
    if (ctx.output === 'text') return docs.map((d) => d.pageContent).join('\n')
    return docs
  },
})
