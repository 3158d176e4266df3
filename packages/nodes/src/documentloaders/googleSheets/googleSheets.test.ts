import { Document } from '@langchain/core/documents'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import type { TLocalServer } from '@unikflow/testkit'
import { RestStatus, startRestDouble } from '../../testing/rest-double'
import type { TLoadedDocument } from '../../testing/load-documents'
import { columnLetters } from './sheet-table'

const harness = useNodeHarness()

const VALUES: Record<string, unknown[][]> = {
  Team: [
    ['name', 'role'],
    ['Ann', 'lead'],
    ['Bo|b', 'dev'],
  ],
  Empty: [],
}

/** Sheets API v4 on loopback: spreadsheets.get (title, sheet names) and values.get by A1 range. */
let sheets: TLocalServer
beforeAll(async () => {
  sheets = await startRestDouble('Bearer ya29-sheets', [
    [
      'GET',
      /^\/v4\/spreadsheets\/([^/]+)$/,
      (_, m) =>
        m[1] === 'ss-1'
          ? {
              properties: { title: 'Staff' },
              sheets: [{ properties: { title: 'Team' } }, { properties: { title: 'Empty' } }],
            }
          : new RestStatus(404, { error: { message: 'Requested entity was not found.' } }),
    ],
    [
      'GET',
      /^\/v4\/spreadsheets\/ss-1\/values\/(.+)$/,
      (req, m) => {
        const [sheet = '', range] = decodeURIComponent(m[1] ?? '').split('!')
        const rows = VALUES[sheet] ?? []
        return {
          range: `${sheet}!${range ?? 'A1:Z1000'}`,
          values: range ? rows.slice(0, 2) : rows,
          how: req.query.get('valueRenderOption'),
        }
      },
    ],
  ])
})
afterAll(() => sheets.close())

const supply = (inputs: Record<string, unknown>) =>
  harness.supply('googleSheets', {
    credential: { access_token: 'ya29-sheets', basePath: sheets.url },
    inputs,
    output: 'document',
    services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
  })
const load = async (inputs: Record<string, unknown>) =>
  JSON.parse(JSON.stringify(await supply(inputs))) as TLoadedDocument[]

describe('Google Sheets loader against a double of the Sheets API', () => {
  it('loads every non-empty sheet as a Markdown table with the header row', async () => {
    const docs = await load({ spreadsheetIds: '["ss-1"]', metadata: '{"from":"sheets"}' })
    expect(docs.map((d) => d.pageContent)).toEqual([
      '| name | role |\n| --- | --- |\n| Ann | lead |\n| Bo\\|b | dev |\n',
    ])
    expect(docs[0]?.metadata).toMatchObject({
      source: 'Google Sheets: Staff - Team',
      sheetName: 'Team',
      spreadsheetTitle: 'Staff',
      totalDataRows: 2,
      headers: ['name', 'role'],
      from: 'sheets',
    })
    expect(new URL(sheets.requests.at(-1)?.url ?? '', 'http://x').searchParams.get('valueRenderOption')).toBe(
      'FORMATTED_VALUE',
    )
  })

  it('reads a range of the named sheets without a header row, values unformatted', async () => {
    const docs = await load({
      spreadsheetIds: 'ss-1',
      sheetNames: 'Team',
      range: 'A1:B2',
      includeHeaders: false,
      valueRenderOption: 'UNFORMATTED_VALUE',
    })
    expect(docs.map((d) => [d.pageContent, d.metadata.range])).toEqual([
      ['| A | B |\n| --- | --- |\n| name | role |\n| Ann | lead |\n', 'Team!A1:B2'],
    ])
    expect(decodeURIComponent(sheets.requests.at(-1)?.url ?? '')).toContain(
      '/values/Team!A1:B2?valueRenderOption=UNFORMATTED_VALUE',
    )
    expect(columnLetters(28).slice(-3)).toEqual(['Z', 'AA', 'AB'])
  })

  it('says what it needs and what Sheets refused', async () => {
    await expect(load({})).rejects.toThrow('needs at least one spreadsheet')
    await expect(load({ spreadsheetIds: 'gone' })).rejects.toThrow(
      'Google Sheets answered HTTP 404: {"error":{"message":"Requested entity was not found."}}',
    )
  })
})

describe('Google Sheets loader output', () => {
  it('is LangChain documents, which a vector store keeps (it drops plain objects)', async () => {
    const docs = await supply({ spreadsheetIds: '["ss-1"]' })
    expect(Array.isArray(docs) && docs[0]).toBeInstanceOf(Document)
  })
})
