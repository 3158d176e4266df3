import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runFlow } from '@unikflow/engine'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import { startLocalHttpServer, type TLocalServer } from '@unikflow/testkit'

const harness = useNodeHarness()
let site: TLocalServer
const page = (title: string, main: string, links: string[]) =>
  `<html><head><title>${title}</title><script>var x = 1</script></head><body><nav>menu</nav><main>${main}</main>${links
    .map((l) => `<a href="${l}">${l}</a>`)
    .join('')}</body></html>`
beforeAll(async () => {
  site = await startLocalHttpServer((req, res) => {
    const pages: Record<string, string> = {
      '/': page('Home', 'Welcome home', ['/a', '/b#top', 'https://elsewhere.example/x', '/c']),
      '/a': page('A', 'Page A', ['/']),
      '/b': page('B', 'Page B', []),
      '/c': page('C', 'Page C', []),
    }
    if (req.url === '/sitemap.xml') {
      res.writeHead(200, { 'content-type': 'application/xml' })
      res.end(
        `<?xml version="1.0"?><urlset><url><loc>${site.url}/c</loc></url><url><loc>${site.url}/a</loc></url></urlset>`,
      )
      return
    }
    const html = pages[req.url]
    res.writeHead(html ? 200 : 404, { 'content-type': 'text/html' })
    res.end(html ?? 'not found')
  })
})
afterAll(() => site.close())

/** Runs a loader; its documents come back as JSON through a Custom JS Function (`{ pageContent, metadata }`). */
const load = (
  name: string,
  inputs: Record<string, unknown>,
  output: 'text' | 'document',
  allow: string[] = [],
) =>
  runFlow({
    chatId: 'c',
    flowId: 'f',
    flowData: buildFlow([
      { id: 'l', name, output, inputs },
      {
        id: 'out',
        name: 'customFunction',
        inputs: {
          functionInputVariables: { docs: '{{l.data.instance}}' },
          javascriptFunction: 'return $docs',
        },
      },
    ]),
    question: 'q',
    services: harness.services({ allowPrivateHosts: allow }),
  })

describe('Cheerio Web Scraper', () => {
  it('Cheerio Web Scraper is refused for 127.0.0.1 without the allowlist', async () => {
    await expect(load('cheerioWebScraper', { url: `${site.url}/` }, 'text')).rejects.toThrow(
      /Refused to connect to 127\.0\.0\.1/,
    )
    expect(site.requests).toHaveLength(0)
  })

  it('Cheerio Web Scraper reads one page with a CSS selector', async () => {
    const result = await load(
      'cheerioWebScraper',
      { url: `${site.url}/`, selector: 'main', relativeLinksMethod: '' },
      'document',
      ['127.0.0.1'],
    )
    expect(result.json).toEqual([
      expect.objectContaining({
        pageContent: 'Welcome home',
        metadata: { source: `${site.url}/`, title: 'Home' },
      }),
    ])
  })

  it('Cheerio Web Scraper crawls same-site links up to the limit and reads sitemaps', async () => {
    const crawled = await load(
      'cheerioWebScraper',
      { url: `${site.url}/`, selector: 'main', relativeLinksMethod: 'webCrawl', limit: 3 },
      'text',
      ['127.0.0.1'],
    )
    expect(crawled.text).toBe('Welcome home\nPage A\nPage B')
    expect(site.requests.some((r) => r.url === '/c')).toBe(false)
    const mapped = await load(
      'cheerioWebScraper',
      { url: `${site.url}/sitemap.xml`, selector: 'main', relativeLinksMethod: 'scrapeXMLSitemap', limit: 1 },
      'text',
      ['127.0.0.1'],
    )
    expect(mapped.text).toBe('Page C')
  })
})
