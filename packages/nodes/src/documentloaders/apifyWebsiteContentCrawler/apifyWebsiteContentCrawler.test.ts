import type { Document } from '@langchain/core/documents'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startLocalHttpServer, type TLocalServer } from '@unikflow/testkit'

const harness = useNodeHarness()

/** Apify's run-sync API on loopback: the crawler's dataset is one item per start URL, for the token `apify-1`. */
let apify: TLocalServer
beforeAll(async () => {
  apify = await startLocalHttpServer((req, res) => {
    res.setHeader('content-type', 'application/json')
    if (req.headers.authorization !== 'Bearer apify-1') {
      res.writeHead(401)
      return res.end(JSON.stringify({ error: { type: 'token-not-valid' } }))
    }
    const { startUrls } = JSON.parse(req.body) as { startUrls: { url: string }[] }
    res.end(
      JSON.stringify(startUrls.map(({ url }) => ({ url, text: `Text of ${url}`, metadata: { title: 't' } }))),
    )
  })
})
afterAll(() => apify.close())

const load = (inputs: Record<string, unknown>, token = 'apify-1') =>
  harness.supply('apifyWebsiteContentCrawler', {
    credential: { apifyApiToken: token, basePath: apify.url },
    inputs,
    services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
  }) as Promise<Document[]>

describe('Apify Website Content Crawler against a double of Apify’s API', () => {
  it('runs the actor with the crawl input and loads each dataset item’s text', async () => {
    const docs = await load({
      urls: 'https://a.example/docs, https://b.example',
      crawlerType: 'cheerio',
      maxCrawlDepth: 2,
      maxCrawlPages: 10,
      additionalInput: '{"saveMarkdown": true}',
    })
    expect(docs.map((d) => [d.pageContent, d.metadata])).toEqual([
      ['Text of https://a.example/docs', { source: 'https://a.example/docs' }],
      ['Text of https://b.example', { source: 'https://b.example' }],
    ])
    const request = apify.requests.at(-1)
    expect(request?.url).toBe('/v2/acts/apify~website-content-crawler/run-sync-get-dataset-items')
    expect(JSON.parse(request?.body ?? '{}')).toEqual({
      startUrls: [{ url: 'https://a.example/docs' }, { url: 'https://b.example' }],
      crawlerType: 'cheerio',
      maxCrawlDepth: 2,
      maxCrawlPages: 10,
      saveMarkdown: true,
    })
  })

  it('needs Start URLs, and names Apify when the token is refused', async () => {
    await expect(load({ urls: ' ' })).rejects.toThrow(/needs Start URLs/)
    await expect(load({ urls: 'https://a.example' }, 'bad')).rejects.toThrow(/Apify answered HTTP 401/)
  })
})
