import type { Document } from '@langchain/core/documents'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startLocalHttpServer, type TLocalServer } from '@unikflow/testkit'

const harness = useNodeHarness()
const cloudAuth = `Basic ${Buffer.from('me@example.com:conf-token').toString('base64')}`

/** Confluence's content API on loopback: 30 pages of space DOCS, 25 a request, for Cloud's or a PAT's authorization. */
let wiki: TLocalServer
beforeAll(async () => {
  const all = Array.from({ length: 30 }, (_, i) => ({
    id: String(100 + i),
    title: `Page ${i}`,
    body: { storage: { value: `<h2>Page ${i}</h2><p>Body of <strong>page</strong> ${i}.</p>` } },
    _links: { webui: `/spaces/DOCS/pages/${100 + i}` },
  }))
  wiki = await startLocalHttpServer((req, res) => {
    res.setHeader('content-type', 'application/json')
    const auth = req.headers.authorization
    if (auth !== cloudAuth && auth !== 'Bearer pat-1') {
      res.writeHead(401)
      return res.end('{}')
    }
    const url = new URL(req.url, 'http://x')
    const start = Number(url.searchParams.get('start'))
    const limit = Number(url.searchParams.get('limit'))
    const results = all.slice(start, start + limit)
    const next = start + limit < all.length ? { next: `/rest/api/content?start=${start + limit}` } : {}
    res.end(
      JSON.stringify({ results, start, limit, size: results.length, _links: { base: wiki.url, ...next } }),
    )
  })
})
afterAll(() => wiki.close())

const load = (credential: Record<string, string>, inputs: Record<string, unknown> = {}) =>
  harness.supply('confluence', {
    credential,
    inputs: { baseUrl: `${wiki.url}/`, spaceKey: 'DOCS', ...inputs },
    services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
  }) as Promise<Document[]>

describe('Confluence loader against a double of its REST API', () => {
  it('loads every page of the space (two requests), each as Markdown with its id, title and link', async () => {
    const docs = await load({ username: 'me@example.com', accessToken: 'conf-token' })
    expect(docs).toHaveLength(30)
    expect(docs[0]?.pageContent).toBe('## Page 0\n\nBody of **page** 0.')
    expect(docs[0]?.metadata).toEqual({
      id: '100',
      title: 'Page 0',
      url: `${wiki.url}/spaces/DOCS/pages/100`,
    })
    const first = new URL(wiki.requests.at(-2)?.url ?? '', 'http://x')
    expect(first.pathname).toBe('/rest/api/content')
    expect(first.searchParams.get('spaceKey')).toBe('DOCS')
    expect(first.searchParams.get('expand')).toBe('body.storage')
  })

  it('stops at Limit, takes a Server/Data Center token, and names Confluence when refused', async () => {
    expect((await load({ personalAccessToken: 'pat-1' }, { limit: 3 })).map((d) => d.metadata.id)).toEqual([
      '100',
      '101',
      '102',
    ])
    await expect(load({ personalAccessToken: 'wrong' })).rejects.toThrow(/Confluence answered HTTP 401/)
  })
})
