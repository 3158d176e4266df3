import { defineRuntime } from '../../runtime'
import { finishDocuments } from '../../shared/documents'
import { getString, NodeInputError } from '../../shared/read-inputs'
import { plainText } from './plainText.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

export default defineRuntime(plainText, {
  kind: 'supply',
  async supply(ctx) {
    const { Document } = await langchainCoreDocuments()
    const text = getString(ctx, 'text')
    if (!text.trim()) throw new NodeInputError('Text is empty')
    return finishDocuments(ctx, [new Document({ pageContent: text, metadata: {} })])
  },
})
