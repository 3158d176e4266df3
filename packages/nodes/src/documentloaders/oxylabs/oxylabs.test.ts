import type { Document } from '@langchain/core/documents'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startLocalHttpServer, type TLocalServer } from '@unikflow/testkit'

const harness = useNodeHarness()
const basic = `Basic ${Buffer.from('oxy-user:oxy-pass').toString('base64')}`

/** Oxylabs' realtime API on loopback: Markdown for a page, parsed JSON for a search, for one user. */
let api: TLocalServer
beforeAll(async () => {
  api = await startLocalHttpServer((req, res) => {
    res.setHeader('content-type', 'application/json')
    if (req.headers.authorization !== basic) {
      res.writeHead(401)
      return res.end(JSON.stringify({ message: 'Unauthorized' }))
    }
    const body = JSON.parse(req.body) as { url?: string; query?: string; parse?: boolean }
    const content = body.parse ? { results: { organic: [{ title: 'Hit' }] } } : `# Page of ${body.url}`
    res.end(
      JSON.stringify({
        results: [{ content, url: body.url ?? 'https://www.google.com/search', status_code: 200 }],
        job: { id: 1 },
      }),
    )
  })
})
afterAll(() => api.close())

const load = (inputs: Record<string, unknown>, password = 'oxy-pass') =>
  harness.supply('oxylabs', {
    credential: { username: 'oxy-user', password, basePath: api.url },
    inputs,
    services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
  }) as Promise<Document[]>

describe('Oxylabs loader against a double of its realtime API', () => {
  it('asks a page by URL as Markdown, rendered and from the chosen place', async () => {
    const docs = await load({
      query: 'https://shop.example',
      render: true,
      geo_location: 'Germany',
      user_agent_type: 'mobile',
    })
    expect(docs.map((d) => [d.pageContent, d.metadata])).toEqual([
      ['# Page of https://shop.example', { source: 'https://shop.example', statusCode: 200 }],
    ])
    expect(api.requests.at(-1)?.url).toBe('/v1/queries')
    expect(JSON.parse(api.requests.at(-1)?.body ?? '{}')).toEqual({
      source: 'universal',
      url: 'https://shop.example',
      geo_location: 'Germany',
      render: 'html',
      parse: false,
      markdown: true,
      user_agent_type: 'mobile',
    })
  })

  it('sends a search as its words, parsed results as JSON text, and names Oxylabs on a refusal', async () => {
    const docs = await load({ query: 'flow builder', source: 'google_search', parse: true })
    expect(JSON.parse(docs[0]?.pageContent ?? '{}')).toEqual({ results: { organic: [{ title: 'Hit' }] } })
    expect(JSON.parse(api.requests.at(-1)?.body ?? '{}')).toMatchObject({
      source: 'google_search',
      query: 'flow builder',
      parse: true,
      markdown: false,
    })
    await expect(load({ query: 'x' }, 'wrong')).rejects.toThrow(/Oxylabs answered HTTP 401/)
  })
})
