import type { TNodeContext } from '../context'
import { getInstance, getNumber } from '../shared/read-inputs'
import { markUpserted } from '../shared/upsert-counts'
import { createRemoteVectorStore, type RemoteVectorApi } from './remote-vector-store'
import { lazyImport } from '../shared/lazy-import'

const langchainCoreEmbeddings = lazyImport(() => import('@langchain/core/embeddings'))
const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** The supply of a vector database node: writes the connected documents, offers the store or a retriever. */
export async function supplyRemoteStore(ctx: TNodeContext, api: RemoteVectorApi): Promise<object> {
  const [{ Embeddings }, { Document }] = await Promise.all([
    langchainCoreEmbeddings(),
    langchainCoreDocuments(),
  ])
  const embeddings = getInstance(ctx, 'embeddings', Embeddings, 'Embeddings')
  const raw = ctx.inputs.document
  const docs = (Array.isArray(raw) ? raw.flat(3) : [raw]).filter((d) => d instanceof Document)
  const store = await createRemoteVectorStore(embeddings, api)
  if (docs.length > 0) await store.addDocuments(docs)
  const k = getNumber(ctx, 'topK', 4)
  return markUpserted(ctx.output === 'vectorStore' ? store : store.asRetriever(k), { numAdded: docs.length })
}
