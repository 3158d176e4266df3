import type { BrowserContext } from 'playwright-core'
import type { TFetch, TNodeContext } from '../../context'
import { lazyImport } from '../../shared/lazy-import'
import { finishDocuments } from '../../shared/documents'
import { BODY_LIMITS, readBody } from '../../shared/read-body'
import { getNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { crawl, scrapeOne, scrapeSitemap } from '../cheerioWebScraper/scrape-pages'

const playwrightCore = lazyImport(() => import('playwright-core'))
const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** Debian's Chromium, or the one CHROMIUM_PATH names; a browser is never downloaded. */
export const chromiumPath = () => process.env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium'

export type TRenderOptions = {
  readonly waitUntil: 'load' | 'domcontentloaded' | 'networkidle' | 'commit'
  readonly waitForSelector: string
}

/**
 * Every request the page makes (the page itself, scripts, XHR, images, redirects) answered through the run's
 * guarded fetch: the browser never reaches the network itself, so the outbound guard sees every URL.
 */
async function routeThroughGuard(
  context: BrowserContext,
  fetch: TFetch,
  signal: AbortSignal,
  refusals: Map<string, unknown>,
) {
  await context.route('**/*', async (route) => {
    const request = route.request()
    try {
      const body = request.postDataBuffer()
      const res = await fetch(request.url(), {
        method: request.method(),
        headers: request.headers(),
        ...(body ? { body } : {}),
        signal,
      })
      const bytes = await readBody(res, {
        maxBytes: BODY_LIMITS.document,
        beyond: 'fail',
        what: request.url(),
      })
      const headers: Record<string, string> = {}
      res.headers.forEach((value, name) => {
        if (name !== 'content-encoding' && name !== 'content-length') headers[name] = value
      })
      await route.fulfill({ status: res.status, headers, body: Buffer.from(bytes) })
    } catch (error) {
      refusals.set(request.url(), error)
      await route.abort('blockedbyclient')
    }
  })
  await context.routeWebSocket(/.*/, (ws) => ws.close())
}

/**
 * A fetch that renders HTML pages in Chromium (scripts run, then the DOM as HTML) for the page scrapers, with
 * `close` to end the browser. XML (sitemaps) is fetched as is.
 */
export async function renderingFetch(
  ctx: Pick<TNodeContext, 'fetch' | 'signal'>,
  options: TRenderOptions,
): Promise<{ fetch: TFetch; close: () => Promise<void> }> {
  const { chromium } = await playwrightCore()
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    // Chromium refuses its sandbox to root (containers); every request still goes through the guard. Recent
    // Chromium preloads its address bar's popup (a WebUI page, ~0.5 s of CPU) for each window: not here.
    args: [
      '--dns-prefetch-disable',
      '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    ],
  })
  const context = await browser.newContext({ serviceWorkers: 'block', javaScriptEnabled: true })
  const refusals = new Map<string, unknown>()
  await routeThroughGuard(context, ctx.fetch, ctx.signal, refusals)
  const render: TFetch = async (url, init) => {
    if (/\.xml(\?|$)/i.test(url)) return ctx.fetch(url, init)
    const page = await context.newPage()
    try {
      // The guard's own refusal of the page says more than Chromium's net::ERR_BLOCKED_BY_CLIENT.
      const res = await page
        .goto(url, { waitUntil: options.waitUntil, timeout: 30_000 })
        .catch((error: unknown) => {
          throw refusals.get(url) ?? refusals.get(new URL(url).toString()) ?? error
        })
      if (options.waitForSelector) await page.waitForSelector(options.waitForSelector, { timeout: 30_000 })
      return new Response(await page.content(), {
        status: res?.status() ?? 200,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      })
    } finally {
      await page.close()
    }
  }
  return { fetch: render, close: () => browser.close() }
}

/**
 * The pages a browser scraper reads (one, a crawl of same-site links, or a sitemap's, as the Cheerio Web Scraper
 * reads them), rendered by Chromium, as documents.
 */
export async function scrapeWithBrowser(ctx: TNodeContext, waitUntil: TRenderOptions['waitUntil']) {
  const url = getString(ctx, 'url').trim()
  if (!/^https?:\/\//i.test(url)) throw new NodeInputError(`"${url}" is not an http(s) URL`)
  const selector = getString(ctx, 'cssSelector').trim()
  const method = getString(ctx, 'relativeLinksMethod')
  const limit = getNumber(ctx, 'limit', 10)
  const browser = await renderingFetch(ctx, {
    waitUntil,
    waitForSelector: getString(ctx, 'waitForSelector').trim(),
  })
  try {
    const pages =
      method === 'scrapeXMLSitemap'
        ? await scrapeSitemap(browser.fetch, url, limit, selector, ctx.signal)
        : method === 'webCrawl'
          ? await crawl(browser.fetch, url, limit, selector, ctx.signal)
          : await scrapeOne(browser.fetch, url, selector, ctx.signal)
    const { Document } = await langchainCoreDocuments()
    const docs = pages.map(
      (p) =>
        new Document({
          pageContent: p.text,
          metadata: { source: p.url, ...(p.title ? { title: p.title } : {}) },
        }),
    )
    return await finishDocuments(ctx, docs)
  } finally {
    await browser.close()
  }
}
