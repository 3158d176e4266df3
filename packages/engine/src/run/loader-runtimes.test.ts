import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { runFlow } from './run-flow'
import { buildFlow } from './build-flow'
import { startLocalHttpServer, type TLocalServer } from '../testing/local-http-server'
import { createTestServices } from '../testing/test-services'
import { makeTinyPdf } from '@unikflow/testkit'

let fake: FakeOpenAI
let site: TLocalServer
const page = (title: string, main: string, links: string[]) =>
  `<html><head><title>${title}</title><script>var x = 1</script></head><body><nav>menu</nav><main>${main}</main>${links
    .map((l) => `<a href="${l}">${l}</a>`)
    .join('')}</body></html>`
beforeAll(async () => {
  fake = await startFakeOpenAI()
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
afterAll(async () => {
  await fake.close()
  await site.close()
})

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
    services: createTestServices(fake.baseUrl, { allowPrivateHosts: allow }),
  })

describe('document loaders', () => {
  it('PDF File reads a base64 data-URL file, one document per page or per file', async () => {
    const pdf = makeTinyPdf(['Hello from page one', 'Second (page) here'])
    const pdfFile = `data:application/pdf;base64,${pdf.toString('base64')},filename:tiny.pdf`
    const perPage = await load('pdfFile', { pdfFile, usage: 'perPage' }, 'document')
    expect(perPage.json).toEqual(
      [
        {
          pageContent: 'Hello from page one',
          metadata: { source: 'tiny.pdf', loc: { pageNumber: 1 }, totalPages: 2 },
        },
        {
          pageContent: 'Second (page) here',
          metadata: { source: 'tiny.pdf', loc: { pageNumber: 2 }, totalPages: 2 },
        },
      ].map((d) => expect.objectContaining(d)),
    )
    const perFile = await load(
      'pdfFile',
      { pdfFile, usage: 'perFile', metadata: '{"kind":"manual"}' },
      'document',
    )
    expect(perFile.json).toEqual([
      expect.objectContaining({
        pageContent: 'Hello from page one\n\nSecond (page) here',
        metadata: { source: 'tiny.pdf', totalPages: 2, kind: 'manual' },
      }),
    ])
  })

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
