import { defineRuntime } from '../../runtime'
import { getNumber } from '../../shared/read-inputs'
import { markdownTextSplitter } from './markdownTextSplitter.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainTextsplitters = lazyImport(() => import('@langchain/textsplitters'))

export default defineRuntime(markdownTextSplitter, {
  kind: 'supply',
  async supply(ctx) {
    const { MarkdownTextSplitter } = await langchainTextsplitters()
    return new MarkdownTextSplitter({
      chunkSize: getNumber(ctx, 'chunkSize', 1000),
      chunkOverlap: getNumber(ctx, 'chunkOverlap', 200),
    })
  },
})
