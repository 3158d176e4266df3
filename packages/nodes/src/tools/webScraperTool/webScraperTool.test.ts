import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DynamicTool } from '@langchain/core/tools'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startLocalHttpServer, type TLocalServer } from '@unikflow/testkit'

const harness = useNodeHarness()

const page = (title: string, text: string, links: string[]) =>
  `<html><head><title>${title}</title><meta name="description" content="About ${title}"></head><body>` +
  `<script>var hidden = 1</script><p>${text}</p>${links.map((l) => `<a href="${l}">${l}</a>`).join('')}</body></html>`

/** A small site: / links to /a (and elsewhere), /a links to /b; /sitemap.xml lists /b only when asked for. */
let site: TLocalServer
let withSitemap = false
beforeAll(async () => {
  site = await startLocalHttpServer((req, res) => {
    const pages: Record<string, string> = {
      '/': page('Home', 'Welcome home.', ['/a', '/a#top', 'https://elsewhere.example/x']),
      '/a': page('A', 'Page A text.', ['/b']),
      '/b': page('B', 'Page B text.', []),
    }
    if (req.url === '/sitemap.xml' && withSitemap) {
      res.writeHead(200, { 'content-type': 'application/xml' })
      return res.end(`<urlset><url><loc>${site.url}/b</loc></url></urlset>`)
    }
    const html = pages[req.url]
    res.writeHead(html ? 200 : 404, { 'content-type': 'text/html' })
    res.end(html ?? 'not here')
  })
})
afterAll(() => site.close())

const tool = (inputs: Record<string, unknown>, allow = ['127.0.0.1']) =>
  harness.supply('webScraperTool', {
    inputs,
    services: harness.services({ allowPrivateHosts: allow }),
  }) as Promise<DynamicTool>

const scrape = async (inputs: Record<string, unknown>, url = `${site.url}/`) =>
  JSON.parse(await (await tool(inputs)).invoke(url)) as Record<string, string>[]

describe('Web Scraper Tool', () => {
  it('reads the start page only at depth 1: title, description and paragraphs, no scripts', async () => {
    expect(await scrape({ maxDepth: 1 })).toEqual([
      { url: `${site.url}/`, title: 'Home', description: 'About Home', body_text: 'Welcome home.' },
    ])
  })

  it('follows same-site links level by level up to Max Depth and stops at Max Pages', async () => {
    const deep = await scrape({ maxDepth: 3, maxPages: 10 })
    expect(deep.map((p) => p.url)).toEqual([`${site.url}/`, `${site.url}/a`, `${site.url}/b`])
    expect(deep[2]?.body_text).toBe('Page B text.')
    const capped = await scrape({ maxDepth: 3, maxPages: 2 })
    expect(capped.map((p) => p.url)).toEqual([`${site.url}/`, `${site.url}/a`])
  })

  it('reads the sitemap’s pages in sitemap mode, and follows links when the site has none', async () => {
    withSitemap = true
    expect((await scrape({ scrapeMode: 'sitemap', maxDepth: 3 })).map((p) => p.url)).toEqual([
      `${site.url}/b`,
    ])
    withSitemap = false
    expect((await scrape({ scrapeMode: 'sitemap', maxDepth: 2 })).map((p) => p.url)).toEqual([
      `${site.url}/`,
      `${site.url}/a`,
    ])
  })

  it('reports a page that fails, refuses what is not a URL, and reaches no private host the operator did not allow', async () => {
    expect(await scrape({}, `${site.url}/missing`)).toEqual([
      { url: `${site.url}/missing`, error: 'HTTP 404' },
    ])
    expect(await (await tool({})).invoke('hello')).toMatch(/Not a web address/)
    const before = site.requests.length
    const blocked = JSON.parse(await (await tool({}, [])).invoke(`${site.url}/`)) as { error?: string }[]
    expect(blocked[0]?.error).toMatch(/private|not allowed|blocked/i)
    expect(site.requests.length).toBe(before)
  })
})
