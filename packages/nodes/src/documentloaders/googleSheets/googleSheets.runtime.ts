import type { Document as TDocument } from '@langchain/core/documents'
import { isRecord } from '@unikflow/graph'
import type { TNodeContext } from '../../context'
import { defineRuntime } from '../../runtime'
import { finishDocuments } from '../../shared/documents'
import { oauthAccessToken } from '../../shared/oauth-service'
import { optionList } from '../../shared/action-tools'
import { BODY_LIMITS, readBodyJson, readBodyText } from '../../shared/read-body'
import { getBoolean, getString, NodeInputError } from '../../shared/read-inputs'
import { sheetTable } from './sheet-table'
import { googleSheets } from './googleSheets.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

type TSheetsApi = { readonly base: string; readonly token: string }

async function sheetsGet(
  ctx: TNodeContext,
  api: TSheetsApi,
  path: string,
  query: Record<string, string> = {},
) {
  const url = new URL(`${api.base}/v4/spreadsheets/${path}`)
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v)
  const res = await ctx.fetch(url.toString(), {
    headers: { authorization: `Bearer ${api.token}` },
    signal: ctx.signal,
  })
  if (!res.ok) {
    const detail = (await readBodyText(res, { maxBytes: 4096, beyond: 'cut' })).slice(0, 300)
    throw new Error(`${ctx.label}: Google Sheets answered HTTP ${res.status}: ${detail}`)
  }
  return readBodyJson(res, BODY_LIMITS.apiJson, 'Google Sheets answer')
}

/** The spreadsheet's title and the names of its sheets. */
async function spreadsheetInfo(ctx: TNodeContext, api: TSheetsApi, id: string) {
  const info = await sheetsGet(ctx, api, encodeURIComponent(id), {
    fields: 'properties.title,sheets.properties.title',
  })
  const properties = isRecord(info) && isRecord(info.properties) ? info.properties : {}
  const sheets = isRecord(info) && Array.isArray(info.sheets) ? info.sheets : []
  return {
    title: typeof properties.title === 'string' ? properties.title : id,
    sheets: sheets.flatMap((s) =>
      isRecord(s) && isRecord(s.properties) && typeof s.properties.title === 'string'
        ? [s.properties.title]
        : [],
    ),
  }
}

/** One document per sheet of each chosen spreadsheet: its values (within the range) as a Markdown table. */
async function spreadsheetDocuments(ctx: TNodeContext, api: TSheetsApi, id: string): Promise<TDocument[]> {
  const info = await spreadsheetInfo(ctx, api, id)
  const named = optionList(getString(ctx, 'sheetNames'))
  const range = getString(ctx, 'range').trim()
  const withHeaders = getBoolean(ctx, 'includeHeaders', true)
  // LangChain documents: a vector store keeps only those of what a loader gives it.
  const { Document } = await langchainCoreDocuments()
  const docs: TDocument[] = []
  for (const sheet of named.length ? named : info.sheets) {
    const a1 = range ? `${sheet}!${range}` : sheet
    const data = await sheetsGet(ctx, api, `${encodeURIComponent(id)}/values/${encodeURIComponent(a1)}`, {
      valueRenderOption: getString(ctx, 'valueRenderOption') || 'FORMATTED_VALUE',
      dateTimeRenderOption: 'FORMATTED_STRING',
      majorDimension: 'ROWS',
    })
    const rows = isRecord(data) && Array.isArray(data.values) ? data.values.filter(Array.isArray) : []
    if (!rows.length) continue
    const table = sheetTable(rows, withHeaders)
    docs.push(
      new Document({
        pageContent: table.text,
        metadata: {
          source: `Google Sheets: ${info.title} - ${sheet}`,
          spreadsheetId: id,
          sheetName: sheet,
          spreadsheetTitle: info.title,
          spreadsheetUrl: `https://docs.google.com/spreadsheets/d/${id}`,
          range: isRecord(data) && typeof data.range === 'string' ? data.range : a1,
          rowCount: rows.length,
          columnCount: table.headers.length,
          ...(withHeaders ? { headers: table.headers } : {}),
          totalDataRows: table.dataRows,
        },
      }),
    )
  }
  return docs
}

/**
 * The values of the chosen spreadsheets' sheets (Sheets API v4 through the outbound guard, with the
 * credential's OAuth 2.0 token), one document per sheet.
 */
export default defineRuntime(googleSheets, {
  kind: 'supply',
  async supply(ctx) {
    const ids = optionList(ctx.inputs.spreadsheetIds)
    if (!ids.length) throw new NodeInputError(`${ctx.label} needs at least one spreadsheet`)
    const credential = await ctx.getCredential()
    const api: TSheetsApi = {
      base: (credential.basePath?.trim() || 'https://sheets.googleapis.com').replace(/\/+$/, ''),
      token: await oauthAccessToken(ctx, credential),
    }
    const docs: TDocument[] = []
    for (const id of ids) docs.push(...(await spreadsheetDocuments(ctx, api, id)))
    return finishDocuments(ctx, docs)
  },
})
