import { isRecord } from '@unikflow/graph'
import { defineRuntime } from '../../runtime'
import { finishDocuments } from '../../shared/documents'
import { lazyImport } from '../../shared/lazy-import'
import { getBoolean, getNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { fetchSearchJson, recordsAt, searchBase } from '../../shared/web-search'
import { airtable } from './airtable.node.js'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** Records Airtable gives per page at most. */
const PAGE_SIZE = 100
/** Records one load reads at most, whatever Return All says. */
const MAX_RECORDS = 50_000

/** The list-records URL of one page: view, fields, formula and the offset Airtable gave for it. */
function pageUrl(
  base: string,
  ids: { baseId: string; tableId: string },
  query: Record<string, string | string[]>,
) {
  const url = new URL(`${base}/v0/${encodeURIComponent(ids.baseId)}/${encodeURIComponent(ids.tableId)}`)
  for (const [key, value] of Object.entries(query))
    for (const v of Array.isArray(value) ? value : [value]) if (v) url.searchParams.append(key, v)
  return url.toString()
}

/** Reads a table page by page through the outbound guard; each record's fields (JSON) is a document. */
export default defineRuntime(airtable, {
  kind: 'supply',
  async supply(ctx) {
    const ids = { baseId: getString(ctx, 'baseId').trim(), tableId: getString(ctx, 'tableId').trim() }
    if (!ids.baseId || !ids.tableId) throw new NodeInputError(`${ctx.label} needs a Base Id and a Table Id`)
    const credential = await ctx.getCredential()
    const base = searchBase(credential, 'https://api.airtable.com')
    const viewId = getString(ctx, 'viewId').trim()
    const fields = getString(ctx, 'fields')
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean)
    const limit = getBoolean(ctx, 'returnAll', true) ? MAX_RECORDS : Math.max(1, getNumber(ctx, 'limit', 100))
    const records: Record<string, unknown>[] = []
    let offset = ''
    do {
      const url = pageUrl(base, ids, {
        pageSize: String(Math.min(PAGE_SIZE, limit - records.length)),
        view: viewId,
        'fields[]': fields,
        filterByFormula: getString(ctx, 'filterByFormula').trim(),
        offset,
      })
      const page = await fetchSearchJson(ctx, 'Airtable', url, {
        headers: { authorization: `Bearer ${credential.accessToken ?? ''}`, accept: 'application/json' },
        signal: ctx.signal,
      })
      records.push(...recordsAt(page, 'records'))
      offset = isRecord(page) && typeof page.offset === 'string' ? page.offset : ''
    } while (offset && records.length < limit)
    const { Document } = await langchainCoreDocuments()
    const source = `${ids.baseId}_${ids.tableId}`
    const docs = records.slice(0, limit).map(
      (r) =>
        new Document({
          pageContent: JSON.stringify(r.fields ?? {}),
          metadata: {
            source,
            base_id: ids.baseId,
            table_id: ids.tableId,
            ...(viewId ? { view_id: viewId } : {}),
            id: r.id,
          },
        }),
    )
    return finishDocuments(ctx, docs)
  },
})
