import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { chromiumPath } from '../playwrightWebScraper/browser-pages'
import { useScriptedSite } from '../../testing/scripted-site'

const harness = useNodeHarness()
const { site, scrape } = useScriptedSite(harness)

describe.skipIf(!existsSync(chromiumPath()))('Puppeteer Web Scraper with the server’s Chromium', () => {
  it('crawls same-site links with the Playwright scraper’s engine', async () => {
    const docs = (await scrape('puppeteerWebScraper', {
      url: `${site().url}/`,
      relativeLinksMethod: 'webCrawl',
      limit: 2,
      waitUntilGoToOption: 'networkidle0',
    })) as { pageContent: string }[]
    expect(docs.map((d) => d.pageContent)).toEqual([
      expect.stringContaining('Rendered by a script.'),
      'Second page.',
    ])
  }, 60_000)
})
