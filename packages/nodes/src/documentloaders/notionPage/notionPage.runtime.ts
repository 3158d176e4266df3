import { defineRuntime } from '../../runtime'
import { finishDocuments } from '../../shared/documents'
import { lazyImport } from '../../shared/lazy-import'
import { getString, NodeInputError } from '../../shared/read-inputs'
import { NotionClient, notionIdOf, pageTitle } from './notion-api'
import { notionPage } from './notionPage.node.js'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** Pages one load reads at most (the page and its descendants). */
const MAX_PAGES = 200

export default defineRuntime(notionPage, {
  kind: 'supply',
  async supply(ctx) {
    const pageId = notionIdOf(getString(ctx, 'pageId'))
    if (!pageId) throw new NodeInputError(`${ctx.label} needs a Notion Page Id`)
    const notion = await NotionClient.of(ctx)
    const { Document } = await langchainCoreDocuments()
    const docs = []
    const queue = [pageId]
    const seen = new Set(queue)
    for (let id = queue.shift(); id && docs.length < MAX_PAGES; id = queue.shift()) {
      const page = await notion.call(`pages/${encodeURIComponent(id)}`)
      const { text, childPages } = await notion.pageText(id)
      const url = typeof page.url === 'string' ? page.url : ''
      docs.push(new Document({ pageContent: text, metadata: { notionId: id, title: pageTitle(page), url } }))
      for (const child of childPages)
        if (!seen.has(child)) {
          seen.add(child)
          queue.push(child)
        }
    }
    return finishDocuments(ctx, docs)
  },
})
