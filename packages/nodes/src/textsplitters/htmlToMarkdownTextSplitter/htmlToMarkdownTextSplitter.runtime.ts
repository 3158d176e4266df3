import { defineRuntime } from '../../runtime'
import { htmlToMarkdown } from '../../shared/html-to-markdown'
import { getNumber } from '../../shared/read-inputs'
import type { TRewritingSplitter } from '../split-in-windows'
import { htmlToMarkdownTextSplitter } from './htmlToMarkdownTextSplitter.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainTextsplitters = lazyImport(() => import('@langchain/textsplitters'))

export default defineRuntime(htmlToMarkdownTextSplitter, {
  kind: 'supply',
  async supply(ctx) {
    const { MarkdownTextSplitter } = await langchainTextsplitters()
    // Every way a splitter is used (splitText, createDocuments, splitDocuments) goes through splitText, so
    // converting there covers loaders and stores alike; `rewritesText` keeps the windowed file split away.
    class HtmlToMarkdownSplitter extends MarkdownTextSplitter implements TRewritingSplitter {
      readonly rewritesText = true
      override async splitText(text: string): Promise<string[]> {
        return super.splitText(await htmlToMarkdown(text))
      }
    }
    return new HtmlToMarkdownSplitter({
      chunkSize: getNumber(ctx, 'chunkSize', 1000),
      chunkOverlap: getNumber(ctx, 'chunkOverlap', 200),
    })
  },
})
