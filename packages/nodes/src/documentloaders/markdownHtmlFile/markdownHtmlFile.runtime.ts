import { extname } from 'node:path'
import { defineRuntime } from '../../runtime'
import { decodeFileInput, finishDocuments } from '../../shared/documents'
import { getString } from '../../shared/read-inputs'
import { htmlToMarkdown } from '../../shared/html-to-markdown'
import { markdownHtmlFile } from './markdownHtmlFile.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** Markdown files as they are; HTML files (by extension) converted to Markdown text. */
export default defineRuntime(markdownHtmlFile, {
  kind: 'supply',
  async supply(ctx) {
    const { Document } = await langchainCoreDocuments()
    const selector = getString(ctx, 'selector').trim()
    const docs: InstanceType<typeof Document>[] = []
    for (const file of decodeFileInput(getString(ctx, 'markdownHtmlFile'))) {
      const raw = file.data.toString('utf8')
      const isHtml = ['.html', '.htm'].includes(extname(file.name).toLowerCase())
      const pageContent = isHtml ? await htmlToMarkdown(raw, selector) : raw
      docs.push(new Document({ pageContent, metadata: { source: file.name } }))
    }
    return finishDocuments(ctx, docs)
  },
})
