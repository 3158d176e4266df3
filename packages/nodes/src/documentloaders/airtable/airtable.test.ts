import type { Document } from '@langchain/core/documents'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startLocalHttpServer, type TLocalServer } from '@unikflow/testkit'

const harness = useNodeHarness()

/** Airtable's list-records API on loopback: three records, two a page, for the token `pat-1`. */
let api: TLocalServer
beforeAll(async () => {
  const records = [1, 2, 3].map((n) => ({
    id: `rec${n}`,
    createdTime: '2024-01-01T00:00:00.000Z',
    fields: { Name: `Task ${n}` },
  }))
  api = await startLocalHttpServer((req, res) => {
    res.setHeader('content-type', 'application/json')
    if (req.headers.authorization !== 'Bearer pat-1') {
      res.writeHead(401)
      return res.end(JSON.stringify({ error: { type: 'AUTHENTICATION_REQUIRED' } }))
    }
    const url = new URL(req.url, 'http://x')
    const start = Number(url.searchParams.get('offset') ?? 0)
    const size = Math.min(2, Number(url.searchParams.get('pageSize') ?? 100))
    const page = records.slice(start, start + size)
    const next = start + size < records.length ? { offset: String(start + size) } : {}
    res.end(JSON.stringify({ records: page, ...next }))
  })
})
afterAll(() => api.close())

const load = (inputs: Record<string, unknown>, token = 'pat-1') =>
  harness.supply('airtable', {
    credential: { accessToken: token, basePath: api.url },
    inputs: { baseId: 'appA', tableId: 'tblB', ...inputs },
    services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
  })

describe('Airtable loader against a double of its REST API', () => {
  it('reads every page of the table, one document per record, with view, fields and formula sent', async () => {
    const docs = (await load({
      viewId: 'viwC',
      fields: 'Name, Status',
      filterByFormula: 'NOT({Name} = "")',
    })) as Document[]
    expect(docs.map((d) => d.pageContent)).toEqual([
      '{"Name":"Task 1"}',
      '{"Name":"Task 2"}',
      '{"Name":"Task 3"}',
    ])
    expect(docs[0]?.metadata).toEqual({
      source: 'appA_tblB',
      base_id: 'appA',
      table_id: 'tblB',
      view_id: 'viwC',
      id: 'rec1',
    })
    const [first, second] = api.requests.slice(-2).map((r) => new URL(r.url, 'http://x'))
    expect(first?.pathname).toBe('/v0/appA/tblB')
    expect(first?.searchParams.getAll('fields[]')).toEqual(['Name', 'Status'])
    expect(first?.searchParams.get('view')).toBe('viwC')
    expect(first?.searchParams.get('filterByFormula')).toBe('NOT({Name} = "")')
    expect(second?.searchParams.get('offset')).toBe('2')
  })

  it('stops at Limit when Return All is off, and names Airtable when the token is refused', async () => {
    const docs = (await load({ returnAll: false, limit: 1 })) as Document[]
    expect(docs.map((d) => d.metadata.id)).toEqual(['rec1'])
    await expect(load({}, 'wrong')).rejects.toThrow(/Airtable answered HTTP 401/)
  })
})
