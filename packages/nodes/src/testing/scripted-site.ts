import { afterAll, beforeAll } from 'vitest'
import type { TNodeHarness } from '@unikflow/engine/testing'
import { startLocalHttpServer, type TLocalServer } from '@unikflow/testkit'

/** A site whose text exists only once its script ran (fetching /data.json), with a link to a second page. */
export function useScriptedSite(harness: TNodeHarness) {
  let server: TLocalServer | undefined
  beforeAll(async () => {
    server = await startLocalHttpServer((req, res) => {
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
  afterAll(() => server?.close())
  const site = () => {
    if (!server) throw new Error('The site starts before the tests (beforeAll)')
    return server
  }
  /** A web scraper node's documents for the page, the guard allowing `allowPrivateHosts`. */
  const scrape = (name: string, inputs: Record<string, unknown>, allowPrivateHosts = ['127.0.0.1']) =>
    harness.supply(name, {
      inputs: { relativeLinksMethod: '', ...inputs },
      output: 'document',
      services: harness.services({ allowPrivateHosts }),
    })
  return { site, scrape }
}
