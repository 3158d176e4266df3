import { defineRuntime } from '../../runtime'
import { getString } from '../../shared/read-inputs'
import { scrapeWithBrowser, type TRenderOptions } from './browser-pages'
import { playwrightWebScraper } from './playwrightWebScraper.node.js'

const WAIT: Readonly<Record<string, TRenderOptions['waitUntil']>> = {
  load: 'load',
  domcontentloaded: 'domcontentloaded',
  networkidle: 'networkidle',
  commit: 'commit',
}

/** Pages rendered by Chromium through playwright-core, every request of the browser answered by the guarded fetch. */
export default defineRuntime(playwrightWebScraper, {
  kind: 'supply',
  supply: (ctx) => scrapeWithBrowser(ctx, WAIT[getString(ctx, 'waitUntilGoToOption')] ?? 'load'),
})
