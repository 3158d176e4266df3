import { defineRuntime } from '../../runtime'
import { finishDocuments } from '../../shared/documents'
import { getNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { cheerioWebScraper } from './cheerioWebScraper.node.js'
import { crawl, scrapeOne, scrapeSitemap } from './scrape-pages'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** Web pages read with cheerio; every request goes through the outbound guard (`ctx.fetch`). */
export default defineRuntime(cheerioWebScraper, {
  kind: 'supply',
  async supply(ctx) {
    const { Document } = await langchainCoreDocuments()
    const url = getString(ctx, 'url').trim()
    if (!/^https?:\/\//i.test(url)) throw new NodeInputError(`"${url}" is not an http(s) URL`)
    const selector = getString(ctx, 'selector').trim()
    const method = getString(ctx, 'relativeLinksMethod')
    const limit = getNumber(ctx, 'limit', 10)
    const pages =
      method === 'scrapeXMLSitemap'
        ? await scrapeSitemap(ctx.fetch, url, limit, selector, ctx.signal)
        : method === 'webCrawl'
          ? await crawl(ctx.fetch, url, limit, selector, ctx.signal)
          : await scrapeOne(ctx.fetch, url, selector, ctx.signal)
    const docs = pages.map(
      (p) =>
        new Document({
          pageContent: p.text,
          metadata: { source: p.url, ...(p.title ? { title: p.title } : {}) },
        }),
    )
    return finishDocuments(ctx, docs)
  },
})
