import type { Document } from '@langchain/core/documents'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startLocalHttpServer, type TLocalServer } from '@unikflow/testkit'

const harness = useNodeHarness()

/** A GitBook-like site on loopback: two pages with navigation around `main`, and a sitemap listing both. */
let site: TLocalServer
beforeAll(async () => {
  const page = (title: string, text: string) =>
    `<html><head><title>${title}</title></head><body><nav>Menu</nav><main><h1>${title}</h1><p>${text}</p></main></body></html>`
  site = await startLocalHttpServer((req, res) => {
    if (req.url === '/sitemap.xml') {
      res.writeHead(200, { 'content-type': 'application/xml' })
      return res.end(
        `<urlset><url><loc>${site.url}/intro</loc></url><url><loc>${site.url}/setup</loc></url></urlset>`,
      )
    }
    const pages: Record<string, string> = {
      '/intro': page('Intro', 'What the product does.'),
      '/setup': page('Setup', 'Install it with npm.'),
    }
    res.writeHead(pages[req.url] ? 200 : 404, { 'content-type': 'text/html' })
    res.end(pages[req.url] ?? 'missing')
  })
})
afterAll(() => site.close())

const load = (inputs: Record<string, unknown>) =>
  harness.supply('gitbook', {
    inputs,
    services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
  }) as Promise<Document[]>

describe('GitBook loader on a loopback site', () => {
  it('loads one page’s main text, without its navigation', async () => {
    const docs = await load({ webPath: `${site.url}/intro` })
    expect(docs.map((d) => [d.pageContent, d.metadata])).toEqual([
      ['Intro\nWhat the product does.', { source: `${site.url}/intro`, title: 'Intro' }],
    ])
  })

  it('loads every page of the sitemap when asked, and names a page that fails', async () => {
    const docs = await load({ webPath: `${site.url}/`, shouldLoadAllPaths: true })
    expect(docs.map((d) => d.metadata.title)).toEqual(['Intro', 'Setup'])
    await expect(load({ webPath: `${site.url}/gone` })).rejects.toThrow(/gone answered HTTP 404/)
  })
})
