import { defineRuntime } from '../../runtime'
import { getInstance, getNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { markUpserted } from '../../shared/upsert-counts'
import { createFaissStore, readFaissFolder } from './faiss-folder-store'
import { faissFolderOf, hasSavedIndex, noSavedIndexMessage } from './faiss-saved-index'
import { faiss } from './faiss.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreEmbeddings = lazyImport(() => import('@langchain/core/embeddings'))
const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/**
 * Faiss as in Flowise: an upsert embeds the connected documents into a new flat L2 index and saves it
 * (replacing the folder's index); a chat loads the saved index. A folder that has no index yet is built
 * on the first chat from the connected documents. The folder is Base Path inside the unik's `faiss`
 * folder (empty: one per flow and node).
 */
export default defineRuntime(faiss, {
  kind: 'supply',
  async supply(ctx) {
    const [{ Embeddings }, { Document }] = await Promise.all([
      langchainCoreEmbeddings(),
      langchainCoreDocuments(),
    ])
    const embeddings = getInstance(ctx, 'embeddings', Embeddings, 'Embeddings')
    const dir = faissFolderOf(ctx)
    const raw = ctx.inputs.document
    const docs = (Array.isArray(raw) ? raw.flat(3) : [raw])
      .filter((d) => d instanceof Document)
      .filter((d) => d.pageContent !== '')
    const saved = await hasSavedIndex(dir)
    let added = 0
    let store
    if (ctx.isUpsert || !saved) {
      if (docs.length === 0)
        throw new NodeInputError(
          ctx.isUpsert
            ? 'Nothing to upsert: no documents reached the Faiss node'
            : noSavedIndexMessage(getString(ctx, 'basePath'), true),
        )
      store = await createFaissStore(embeddings)
      await store.addDocuments(docs)
      await store.save(dir)
      added = docs.length
    } else {
      store = await createFaissStore(embeddings, await readFaissFolder(dir))
    }
    const k = getNumber(ctx, 'topK', 4)
    return markUpserted(ctx.output === 'vectorStore' ? store : store.asRetriever(k), { numAdded: added })
  },
})
