import type { TNodeContext } from '../context'
import { getInstance, getNumber, NodeInputError } from '../shared/read-inputs'
import { markUpserted } from '../shared/upsert-counts'
import { markTopK } from '../shared/store-top-k'
import { uploadChatId, withChatId } from './chat-upload-scope'
import { createRemoteVectorStore, StoreCannotDelete, type RemoteVectorApi } from './remote-vector-store'
import { lazyImport } from '../shared/lazy-import'
import { recordManagerSettingsOf } from '../recordmanager/record-manager'
import type { DocumentInterface } from '@langchain/core/documents'
import type { VectorStore } from '@langchain/core/vectorstores'
import type { TUpsertCounts } from '@unikflow/graph'

const langchainCoreEmbeddings = lazyImport(() => import('@langchain/core/embeddings'))
const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))
const langchainCoreIndexing = lazyImport(() => import('@langchain/core/indexing'))

/** The supply of a vector database node: writes the connected documents, offers the store or a retriever. */
export async function supplyRemoteStore(ctx: TNodeContext, api: RemoteVectorApi): Promise<object> {
  const [{ Embeddings }, { Document }] = await Promise.all([
    langchainCoreEmbeddings(),
    langchainCoreDocuments(),
  ])
  const embeddings = getInstance(ctx, 'embeddings', Embeddings, 'Embeddings')
  const raw = ctx.inputs.document
  const loaded = (Array.isArray(raw) ? raw.flat(3) : [raw]).filter((d) => d instanceof Document)
  // File Upload on: what this run writes belongs to its chat (the node's search is narrowed to it too).
  const chatId = uploadChatId(ctx)
  const docs = chatId ? withChatId(loaded, chatId) : loaded
  const store = await createRemoteVectorStore(embeddings, api)
  const counts = await writeDocuments(ctx, store, docs)
  const k = getNumber(ctx, 'topK', 4)
  return markUpserted(ctx.output === 'vectorStore' ? markTopK(store, k) : store.asRetriever(k), counts)
}

/**
 * Writes the documents: all of them, or — with a Record Manager connected — through LangChain's `index()`,
 * which skips the documents whose hash the manager recorded and deletes old ones as its Cleanup says.
 */
async function writeDocuments(
  ctx: TNodeContext,
  store: VectorStore,
  docs: DocumentInterface[],
): Promise<Partial<TUpsertCounts>> {
  const { RecordManager, index } = await langchainCoreIndexing()
  const manager = ctx.inputs.recordManager
  if (!(manager instanceof RecordManager)) {
    if (docs.length > 0) await store.addDocuments(docs)
    return { numAdded: docs.length }
  }
  if (docs.length === 0) return {}
  const settings = recordManagerSettingsOf(manager)
  await manager.createSchema()
  try {
    return await index({
      docsSource: docs,
      recordManager: manager,
      vectorStore: store,
      options: { cleanup: settings?.cleanup, sourceIdKey: settings?.sourceIdKey ?? 'source' },
    })
  } catch (error) {
    // The store's client cannot delete by id: say which node and what to change.
    if (error instanceof StoreCannotDelete)
      throw new NodeInputError(
        `${ctx.label} cannot delete documents from ${error.kind}: set the Record Manager's Cleanup to None`,
      )
    throw error
  }
}
