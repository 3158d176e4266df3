import { defineRuntime } from '../../runtime'
import { getString, NodeInputError } from '../../shared/read-inputs'
import { documentStore } from './documentStore.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** The chunks of a document store of this unik, through the host's `ctx.documentStores`. */
export default defineRuntime(documentStore, {
  kind: 'supply',
  async supply(ctx) {
    const { Document } = await langchainCoreDocuments()
    const access = ctx.documentStores
    if (!access) throw new NodeInputError('Document stores are available only when the server runs the flow')
    const storeId = getString(ctx, 'selectedStore').trim()
    if (!storeId) throw new NodeInputError('Select a document store')
    const docs = await access.loadDocuments(storeId)
    if (ctx.output === 'text') return docs.map((d) => d.pageContent).join('\n')
    return docs.map((d) => new Document({ pageContent: d.pageContent, metadata: { ...d.metadata } }))
  },
})
