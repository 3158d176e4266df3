import type { Document } from '@langchain/core/documents'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startLocalHttpServer, type TLocalServer } from '@unikflow/testkit'

const harness = useNodeHarness()

const page = (url: string, n: number) => ({
  markdown: `# Page ${n}`,
  metadata: { title: `Title ${n}`, sourceURL: url },
})

/** FireCrawl's v1 API on loopback for the token `fc-1`: scrape, a crawl job (two result pages), extract and search. */
let api: TLocalServer
beforeAll(async () => {
  api = await startLocalHttpServer((req, res) => {
    res.setHeader('content-type', 'application/json')
    if (req.headers.authorization !== 'Bearer fc-1') {
      res.writeHead(401)
      return res.end(JSON.stringify({ success: false, error: 'Unauthorized' }))
    }
    const send = (body: unknown) => res.end(JSON.stringify(body))
    if (req.url === '/v1/scrape') return send({ success: true, data: page(JSON.parse(req.body).url, 0) })
    if (req.url === '/v1/crawl') return send({ success: true, id: 'job-1' })
    if (req.url === '/v1/crawl/job-1')
      return send({
        status: 'completed',
        data: [page('https://s.example/a', 1)],
        next: `${api.url}/v1/crawl/job-1?skip=1`,
      })
    if (req.url === '/v1/crawl/job-1?skip=1')
      return send({ status: 'completed', data: [page('https://s.example/b', 2)] })
    if (req.url === '/v1/extract') return send({ success: true, id: 'ex-1' })
    if (req.url === '/v1/extract/ex-1') return send({ status: 'completed', data: { price: 10 } })
    if (req.url === '/v1/search')
      return send({
        success: true,
        data: [{ url: 'https://r.example', title: 'Result', description: 'A result' }],
      })
    res.writeHead(404)
    send({})
  })
})
afterAll(() => api.close())

const load = (inputs: Record<string, unknown>, token = 'fc-1') =>
  harness.supply('fireCrawl', {
    credential: { firecrawlApiToken: token, firecrawlApiUrl: api.url },
    inputs,
    services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
  }) as Promise<Document[]>

const lastBody = () => JSON.parse(api.requests.filter((r) => r.method === 'POST').at(-1)?.body ?? '{}')

describe('FireCrawl loader against a double of its API', () => {
  it('scrapes one page as Markdown with the tag options', async () => {
    const docs = await load({
      crawlerType: 'scrape',
      url: 'https://s.example',
      onlyMainContent: true,
      excludeTags: 'nav, footer',
    })
    expect(docs.map((d) => [d.pageContent, d.metadata])).toEqual([
      ['# Page 0', { source: 'https://s.example', title: 'Title 0' }],
    ])
    expect(lastBody()).toEqual({
      url: 'https://s.example',
      formats: ['markdown'],
      onlyMainContent: true,
      excludeTags: ['nav', 'footer'],
    })
  })

  it('starts a crawl, waits for the job and reads every result page', async () => {
    const docs = await load({
      crawlerType: 'crawl',
      url: 'https://s.example',
      limit: '20',
      includePaths: 'docs/.*',
    })
    expect(docs.map((d) => d.metadata.source)).toEqual(['https://s.example/a', 'https://s.example/b'])
    expect(lastBody()).toEqual({
      url: 'https://s.example',
      limit: 20,
      scrapeOptions: { formats: ['markdown'] },
      includePaths: ['docs/.*'],
    })
  })

  it('extracts data as one JSON document, and searches the web', async () => {
    const extracted = await load({
      crawlerType: 'extract',
      url: 'https://a.example, https://b.example',
      extractPrompt: 'the price',
    })
    expect(extracted.map((d) => [d.pageContent, d.metadata.source])).toEqual([
      ['{"price":10}', 'https://a.example, https://b.example'],
    ])
    expect(lastBody()).toEqual({ urls: ['https://a.example', 'https://b.example'], prompt: 'the price' })
    const found = await load({ crawlerType: 'search', searchQuery: 'flow builders', searchLimit: '3' })
    expect(found.map((d) => [d.pageContent, d.metadata])).toEqual([
      ['A result', { source: 'https://r.example', title: 'Result' }],
    ])
    expect(lastBody()).toEqual({
      query: 'flow builders',
      limit: 3,
      lang: 'en',
      country: 'us',
      timeout: 60000,
    })
  })

  it('names FireCrawl when the token is refused', async () => {
    await expect(load({ crawlerType: 'scrape', url: 'https://s.example' }, 'bad')).rejects.toThrow(
      /FireCrawl answered HTTP 401/,
    )
  })
})
