import { defineRuntime } from '../../runtime'
import { getInstance, getNumber } from '../../shared/read-inputs'
import { markUpserted } from '../../shared/upsert-counts'
import { markTopK } from '../../shared/store-top-k'
import { createInMemoryVectorStore } from './in-memory-vector-store'
import { memoryVectorStore } from './memoryVectorStore.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreEmbeddings = lazyImport(() => import('@langchain/core/embeddings'))
const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** Embeds the connected documents into an in-memory store; offers it as a retriever or as the store. */
export default defineRuntime(memoryVectorStore, {
  kind: 'supply',
  async supply(ctx) {
    const [{ Embeddings }, { Document }] = await Promise.all([
      langchainCoreEmbeddings(),
      langchainCoreDocuments(),
    ])
    const embeddings = getInstance(ctx, 'embeddings', Embeddings, 'Embeddings')
    const raw = ctx.inputs.document
    const docs = (Array.isArray(raw) ? raw.flat(3) : [raw]).filter((d) => d instanceof Document)
    const store = await createInMemoryVectorStore(embeddings)
    if (docs.length > 0) await store.addDocuments(docs)
    const k = getNumber(ctx, 'topK', 4)
    return markUpserted(ctx.output === 'vectorStore' ? markTopK(store, k) : store.asRetriever(k), {
      numAdded: docs.length,
    })
  },
})
