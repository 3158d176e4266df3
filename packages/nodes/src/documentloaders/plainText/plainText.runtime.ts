import { defineRuntime } from '../../runtime'
import { finishDocuments } from '../../shared/documents'
import { getString, NodeInputError } from '../../shared/read-inputs'
import { plainText } from './plainText.node.js'

export default defineRuntime(plainText, {
  kind: 'supply',
  async supply(ctx) {
    const { Document } = await import('@langchain/core/documents')
    const text = getString(ctx, 'text')
    if (!text.trim()) throw new NodeInputError('Text is empty')
    return finishDocuments(ctx, [new Document({ pageContent: text, metadata: {} })])
  },
})
