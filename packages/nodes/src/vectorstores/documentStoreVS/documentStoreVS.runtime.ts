import { defineRuntime } from '../../runtime'
import { getNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { documentStoreVS } from './documentStoreVS.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreRetrievers = lazyImport(() => import('@langchain/core/retrievers'))
const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** A retriever over a document store's vectors, through the host's `ctx.documentStores`. */
export default defineRuntime(documentStoreVS, {
  kind: 'supply',
  async supply(ctx) {
    const [{ BaseRetriever }, { Document }] = await Promise.all([
      langchainCoreRetrievers(),
      langchainCoreDocuments(),
    ])
    const access = ctx.documentStores
    if (!access) throw new NodeInputError('Document stores are available only when the server runs the flow')
    const storeId = getString(ctx, 'selectedStore').trim()
    if (!storeId) throw new NodeInputError('Select a document store')
    const k = getNumber(ctx, 'topK', 4)
    const search = access.search.bind(access)
    class DocumentStoreRetriever extends BaseRetriever {
      override lc_namespace = ['unikflow', 'retrievers', 'document_store']
      override async _getRelevantDocuments(query: string) {
        const docs = await search(storeId, query, k)
        return docs.map((d) => new Document({ pageContent: d.pageContent, metadata: { ...d.metadata } }))
      }
    }
    return new DocumentStoreRetriever()
  },
})
