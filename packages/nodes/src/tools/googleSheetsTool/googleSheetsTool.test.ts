import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StructuredToolInterface } from '@langchain/core/tools'
import { useNodeHarness } from '@unikflow/engine/testing'
import type { TLocalServer } from '@unikflow/testkit'
import { toolAgentFlow } from '../../testing/agent-flows'
import { lastJson, RestStatus, startRestDouble } from '../../testing/rest-double'

const harness = useNodeHarness()

/** Google Sheets API v4 and Google's token endpoint on loopback; the refresh token rt-1 buys ya29-fresh. */
let google: TLocalServer
beforeAll(async () => {
  google = await startRestDouble(
    /^Bearer ya29-(test|fresh)$/,
    [
      [
        'POST',
        /^\/token$/,
        (req) =>
          req.json &&
          typeof req.json === 'object' &&
          'refresh_token' in req.json &&
          req.json.refresh_token === 'rt-1'
            ? { access_token: 'ya29-fresh', expires_in: 3599 }
            : new RestStatus(400, { error: 'invalid_grant' }),
      ],
      [
        'POST',
        /^\/v4\/spreadsheets$/,
        (req) => ({ spreadsheetId: 'sh-1', properties: (req.json as { properties: unknown }).properties }),
      ],
      [
        'GET',
        /^\/v4\/spreadsheets\/sh-1\/values\/(.+)$/,
        (_req, m) => ({ range: decodeURIComponent(m[1] ?? ''), values: [['Pens', '4']] }),
      ],
      ['POST', /^\/v4\/spreadsheets\/sh-1\/values\/(.+):append$/, () => ({ updates: { updatedRows: 1 } })],
      [
        'GET',
        /^\/v4\/spreadsheets\/sh-1\/values:batchGet$/,
        (req) => ({ valueRanges: req.query.getAll('ranges').map((range) => ({ range })) }),
      ],
      [
        'GET',
        /^\/v4\/spreadsheets\/missing\/values\/(.+)$/,
        () => new RestStatus(404, { error: { code: 404, message: 'Requested entity was not found.' } }),
      ],
    ],
    /^\/token$/,
  )
})
afterAll(() => google.close())

const services = () => harness.services({ allowPrivateHosts: ['127.0.0.1'] })
const supply = async (
  inputs: Record<string, unknown>,
  credential: Record<string, string> = { access_token: 'ya29-test', basePath: google.url },
) =>
  (await harness.supply('googleSheetsTool', {
    credential,
    inputs,
    services: services(),
  })) as StructuredToolInterface[]
const tool = (tools: StructuredToolInterface[], name: string) => {
  const found = tools.find((t) => t.name === name)
  if (!found) throw new Error(name)
  return found
}

describe('Google Sheets tool against a double of the Sheets API', () => {
  it('reads, appends and batch-reads values, the node’s spreadsheet and options as defaults', async () => {
    const tools = await supply({
      sheetsType: 'values',
      valuesActions: ['getValues', 'appendValues', 'batchGetValues'],
      spreadsheetId: 'sh-1',
      valueRenderOption: 'UNFORMATTED_VALUE',
    })
    expect(tools.map((t) => t.name)).toEqual(['get_values', 'append_values', 'batch_get_values'])
    expect(await tool(tools, 'get_values').invoke({ range: 'Sheet1!A1:B2' })).toContain(
      '"values":[["Pens","4"]]',
    )
    const read = new URL(google.requests.at(-1)?.url ?? '', 'http://x')
    expect(read.searchParams.get('valueRenderOption')).toBe('UNFORMATTED_VALUE')
    await tool(tools, 'append_values').invoke({ range: 'Sheet1!A1', values: '[["Ink", 2]]' })
    expect(lastJson(google)).toEqual({ majorDimension: 'ROWS', values: [['Ink', 2]] })
    expect(google.requests.at(-1)?.url).toContain('valueInputOption=USER_ENTERED')
    expect(await tool(tools, 'batch_get_values').invoke({ ranges: 'A1:A2, B1:B2' })).toContain(
      '"range":"B1:B2"',
    )
  })

  it('trades a refresh token for an access token, and creates a spreadsheet with it', async () => {
    const tools = await supply(
      { sheetsType: 'spreadsheet', spreadsheetActions: '["createSpreadsheet"]' },
      {
        refresh_token: 'rt-1',
        clientId: 'app',
        clientSecret: 's',
        accessTokenUrl: `${google.url}/token`,
        basePath: google.url,
      },
    )
    expect(await tool(tools, 'create_spreadsheet').invoke({ title: 'Stock', sheetCount: '2' })).toContain(
      '"spreadsheetId":"sh-1"',
    )
    expect(lastJson(google)).toEqual({
      properties: { title: 'Stock' },
      sheets: [{ properties: { title: 'Sheet1' } }, { properties: { title: 'Sheet2' } }],
    })
    expect(google.requests.at(-1)?.headers.authorization).toBe('Bearer ya29-fresh')
    expect(google.requests.at(-2)?.body).toContain('grant_type=refresh_token')
  })

  it('is a Tool Agent’s tool; Google’s refusals reach the model', async () => {
    harness.openai.queue(
      { toolCalls: [{ name: 'get_values', arguments: { spreadsheetId: 'missing', range: 'A1' } }] },
      { content: 'No such sheet.' },
    )
    const result = await harness.runFlow(
      toolAgentFlow([
        {
          id: 't',
          name: 'googleSheetsTool',
          credential: 'cred-sheets',
          inputs: { sheetsType: 'values', valuesActions: ['getValues'] },
        },
      ]),
      {
        question: 'Read A1',
        services: harness.services({
          allowPrivateHosts: ['127.0.0.1'],
          credentials: { 'cred-sheets': { access_token: 'ya29-test', basePath: google.url } },
        }),
      },
    )
    expect(result.text).toBe('No such sheet.')
    expect(String(result.usedTools?.[0]?.toolOutput)).toContain(
      'Google Sheets answered HTTP 404: Requested entity was not found.',
    )
  })

  it('needs a token', async () => {
    await expect(supply({ valuesActions: ['getValues'] }, {})).rejects.toThrow(
      'needs its credential’s Access Token'.replace('’', "'"),
    )
  })
})
