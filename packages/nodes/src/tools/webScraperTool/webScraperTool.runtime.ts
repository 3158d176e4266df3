import { defineRuntime } from '../../runtime'
import { lazyImport } from '../../shared/lazy-import'
import { getNumber, getString } from '../../shared/read-inputs'
import { scrapeSite } from './scrape-site'
import { WEB_SCRAPER_DEFAULT_DESCRIPTION, webScraperTool } from './webScraperTool.node.js'

const langchainCoreTools = lazyImport(() => import('@langchain/core/tools'))

/** Pages one call reads at most, whatever Max Pages says. */
const PAGE_CAP = 200

export default defineRuntime(webScraperTool, {
  kind: 'supply',
  async supply(ctx) {
    const { DynamicTool } = await langchainCoreTools()
    const mode = getString(ctx, 'scrapeMode') === 'sitemap' ? 'sitemap' : 'recursive'
    const maxDepth = Math.max(1, Math.floor(getNumber(ctx, 'maxDepth', 1)))
    const maxPages = Math.min(PAGE_CAP, Math.max(1, Math.floor(getNumber(ctx, 'maxPages', 10))))
    const pageTimeoutMs = Math.max(100, getNumber(ctx, 'timeoutS', 60) * 1000)
    return new DynamicTool({
      name: 'web_scraper_tool',
      description: getString(ctx, 'description').trim() || WEB_SCRAPER_DEFAULT_DESCRIPTION,
      func: async (input: string, _run, config) => {
        const url = input.trim().replace(/^["']|["']$/g, '')
        if (!/^https?:\/\//i.test(url))
          return `Not a web address: give one URL starting with http:// or https://`
        const signal = config?.signal ?? ctx.signal
        const pages = await scrapeSite(ctx.fetch, url, { mode, maxDepth, maxPages, pageTimeoutMs, signal })
        return JSON.stringify(pages)
      },
    })
  },
})
