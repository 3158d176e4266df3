import { isRecord } from '@unikflow/graph'
import { defineRuntime } from '../../runtime'
import { finishDocuments } from '../../shared/documents'
import { lazyImport } from '../../shared/lazy-import'
import { getString, NodeInputError } from '../../shared/read-inputs'
import { NotionClient, notionIdOf, propertyValues } from '../notionPage/notion-api'
import { notionDB } from './notionDB.node.js'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** Rows one load reads at most. */
const MAX_ROWS = 2_000

export default defineRuntime(notionDB, {
  kind: 'supply',
  async supply(ctx) {
    const databaseId = notionIdOf(getString(ctx, 'databaseId'))
    if (!databaseId) throw new NodeInputError(`${ctx.label} needs a Notion Database Id`)
    const notion = await NotionClient.of(ctx)
    const rows: Record<string, unknown>[] = []
    let cursor = ''
    do {
      const page = await notion.call(`databases/${encodeURIComponent(databaseId)}/query`, {
        page_size: 100,
        ...(cursor ? { start_cursor: cursor } : {}),
      })
      rows.push(...(Array.isArray(page.results) ? page.results.filter(isRecord) : []))
      cursor = page.has_more === true && typeof page.next_cursor === 'string' ? page.next_cursor : ''
    } while (cursor && rows.length < MAX_ROWS)
    const { Document } = await langchainCoreDocuments()
    const docs = []
    for (const row of rows.slice(0, MAX_ROWS)) {
      const id = typeof row.id === 'string' ? row.id : ''
      const { text } = await notion.pageText(id)
      docs.push(
        new Document({
          pageContent: text,
          metadata: { ...propertyValues(row), notionId: id, url: typeof row.url === 'string' ? row.url : '' },
        }),
      )
    }
    return finishDocuments(ctx, docs)
  },
})
