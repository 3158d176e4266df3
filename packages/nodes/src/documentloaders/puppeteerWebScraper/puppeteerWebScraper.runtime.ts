import { defineRuntime } from '../../runtime'
import { getString } from '../../shared/read-inputs'
import { scrapeWithBrowser, type TRenderOptions } from '../playwrightWebScraper/browser-pages'
import { puppeteerWebScraper } from './puppeteerWebScraper.node.js'

/** Puppeteer's wait options in Playwright's terms: both "network idle" kinds wait for a quiet network. */
const WAIT: Readonly<Record<string, TRenderOptions['waitUntil']>> = {
  load: 'load',
  domcontentloaded: 'domcontentloaded',
  networkidle0: 'networkidle',
  networkidle2: 'networkidle',
}

/** The Playwright scraper's engine (Chromium through playwright-core) under Puppeteer's node and options. */
export default defineRuntime(puppeteerWebScraper, {
  kind: 'supply',
  supply: (ctx) => scrapeWithBrowser(ctx, WAIT[getString(ctx, 'waitUntilGoToOption')] ?? 'load'),
})
