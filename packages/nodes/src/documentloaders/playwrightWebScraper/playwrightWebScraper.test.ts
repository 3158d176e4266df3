import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startLocalHttpServer, type TLocalServer } from '@unikflow/testkit'
import { chromiumPath } from './browser-pages'

const harness = useNodeHarness()

/** A site whose text exists only once its script ran (fetching /data.json), with a link to a second page. */
let site: TLocalServer
beforeAll(async () => {
  site = await startLocalHttpServer((req, res) => {
    if (req.url === '/data.json') {
      res.writeHead(200, { 'content-type': 'application/json' })
      return res.end('{"news":"Rendered by a script."}')
    }
    res.writeHead(200, { 'content-type': 'text/html' })
    if (req.url === '/second')
      return res.end('<html><head><title>Second</title></head><body><p>Second page.</p></body></html>')
    res.end(`<html><head><title>Home</title></head><body><main id="out">loading</main><a href="/second">next</a>
<script>fetch('/data.json').then((r) => r.json()).then((d) => { document.getElementById('out').textContent = d.news })</script>
</body></html>`)
  })
})
afterAll(() => site.close())

const scrape = (name: string, inputs: Record<string, unknown>, allowPrivateHosts = ['127.0.0.1']) =>
  harness.supply(name, {
    inputs: { relativeLinksMethod: '', ...inputs },
    output: 'document',
    services: harness.services({ allowPrivateHosts }),
  })

describe.skipIf(!existsSync(chromiumPath()))(
  'Playwright / Puppeteer Web Scraper with the server’s Chromium',
  () => {
    it('reads a page after its scripts ran, every request through the guarded fetch', async () => {
      const docs = JSON.parse(
        JSON.stringify(
          await scrape('playwrightWebScraper', {
            url: `${site.url}/`,
            waitForSelector: 'main',
            cssSelector: 'main',
          }),
        ),
      ) as { pageContent: string; metadata: Record<string, unknown> }[]
      expect(docs).toEqual([
        { pageContent: 'Rendered by a script.', metadata: { source: `${site.url}/`, title: 'Home' } },
      ])
      expect(site.requests.map((r) => r.url)).toContain('/data.json')
    }, 60_000)

    it('Puppeteer’s node crawls same-site links with the same engine', async () => {
      const docs = (await scrape('puppeteerWebScraper', {
        url: `${site.url}/`,
        relativeLinksMethod: 'webCrawl',
        limit: 2,
        waitUntilGoToOption: 'networkidle0',
      })) as { pageContent: string }[]
      expect(docs.map((d) => d.pageContent)).toEqual([
        expect.stringContaining('Rendered by a script.'),
        'Second page.',
      ])
    }, 60_000)

    it('refuses a page the outbound guard refuses', async () => {
      const requestsBefore = site.requests.length
      await expect(scrape('playwrightWebScraper', { url: `${site.url}/` }, [])).rejects.toThrow(
        /Refused to connect|127\.0\.0\.1/,
      )
      expect(site.requests).toHaveLength(requestsBefore)
    }, 60_000)
  },
)
