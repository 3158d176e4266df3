import type { Document } from '@langchain/core/documents'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startLocalHttpServer, type TLocalServer } from '@unikflow/testkit'

const harness = useNodeHarness()

/** Spider's crawl API on loopback: `limit` pages of the asked site as Markdown, for the key `sp-key`. */
let spider: TLocalServer
beforeAll(async () => {
  spider = await startLocalHttpServer((req, res) => {
    res.setHeader('content-type', 'application/json')
    if (req.headers.authorization !== 'Bearer sp-key') {
      res.writeHead(401)
      return res.end(JSON.stringify({ error: 'unauthorized' }))
    }
    const { url, limit } = JSON.parse(req.body) as { url: string; limit: number }
    const pages = Array.from({ length: limit }, (_, i) => ({
      url: `${url}/p${i}`,
      content: `# Page ${i}`,
      status: 200,
    }))
    res.end(
      JSON.stringify([...pages, { url: `${url}/broken`, content: null, error: 'timeout', status: 500 }]),
    )
  })
})
afterAll(() => spider.close())

const load = (inputs: Record<string, unknown>, key = 'sp-key') =>
  harness.supply('spiderDocumentLoaders', {
    credential: { spiderApiKey: key, basePath: spider.url },
    inputs: { url: 'https://example.com', ...inputs },
    services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
  }) as Promise<Document[]>

describe('Spider Document Loaders against a double of Spider’s API', () => {
  it('scrapes one page as Markdown, with the extra parameters and metadata', async () => {
    const docs = await load({
      mode: 'scrape',
      params: '{"anti_bot": true}',
      additional_metadata: '{"team":"docs"}',
    })
    expect(docs.map((d) => [d.pageContent, d.metadata])).toEqual([
      ['# Page 0', { source: 'https://example.com/p0', team: 'docs' }],
    ])
    const request = spider.requests.at(-1)
    expect(request?.url).toBe('/v1/crawl')
    expect(JSON.parse(request?.body ?? '{}')).toEqual({
      anti_bot: true,
      url: 'https://example.com',
      limit: 1,
      return_format: 'markdown',
    })
  })

  it('crawls up to Limit pages, skipping pages without content, and names Spider on a refusal', async () => {
    const docs = await load({ mode: 'crawl', limit: 3 })
    expect(docs.map((d) => d.metadata.source)).toEqual([0, 1, 2].map((i) => `https://example.com/p${i}`))
    await expect(load({}, 'bad')).rejects.toThrow(/Spider answered HTTP 401/)
  })
})
