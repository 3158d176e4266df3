import { defineRuntime } from '../../runtime'
import { getNumber } from '../../shared/read-inputs'
import { markdownTextSplitter } from './markdownTextSplitter.node.js'

export default defineRuntime(markdownTextSplitter, {
  kind: 'supply',
  async supply(ctx) {
    const { MarkdownTextSplitter } = await import('@langchain/textsplitters')
    return new MarkdownTextSplitter({
      chunkSize: getNumber(ctx, 'chunkSize', 1000),
      chunkOverlap: getNumber(ctx, 'chunkOverlap', 200),
    })
  },
})
