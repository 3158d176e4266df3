import type { TFetch } from '../../context'
import { lazyImport } from '../../shared/lazy-import'
import { BODY_LIMITS, readBodyText } from '../../shared/read-body'

const cheerioModule = lazyImport(() => import('cheerio'))

/** Hard cap on pages when the limit is 0 ("every link found"). */
export const MAX_PAGES = 200

export type TScrapedPage = { readonly url: string; readonly text: string; readonly title: string }

async function loadHtml(fetch: TFetch, url: string, signal: AbortSignal) {
  const { load } = await cheerioModule()
  const res = await fetch(url, { signal, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } })
  if (!res.ok) throw new Error(`${url} answered HTTP ${res.status}`)
  return load(await readBodyText(res, { maxBytes: BODY_LIMITS.document, beyond: 'fail', what: url }))
}

function sameSiteLinks($: Awaited<ReturnType<typeof loadHtml>>, pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin
  const links: string[] = []
  $('a[href]').each((_, el) => {
    const href = $(el).attr('href')
    if (!href) return
    try {
      const u = new URL(href, pageUrl)
      u.hash = ''
      if (u.origin === origin && (u.protocol === 'http:' || u.protocol === 'https:')) links.push(u.toString())
    } catch {
      // not a URL; ignore
    }
  })
  return links
}

function pageOf($: Awaited<ReturnType<typeof loadHtml>>, url: string, selector: string): TScrapedPage {
  $('script, style, noscript').remove()
  const text = $(selector || 'body')
    .map((_, el) => $(el).text())
    .get()
    .join('\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
  return { url, text, title: $('title').first().text().trim() }
}

/** The start page and, breadth first, same-site pages it links to, up to `limit` pages in all. */
export async function crawl(
  fetch: TFetch,
  start: string,
  limit: number,
  selector: string,
  signal: AbortSignal,
): Promise<TScrapedPage[]> {
  const max = limit > 0 ? Math.min(limit, MAX_PAGES) : MAX_PAGES
  const queue = [start]
  const seen = new Set(queue)
  const pages: TScrapedPage[] = []
  while (queue.length > 0 && pages.length < max) {
    const url = queue.shift() ?? ''
    const $ = await loadHtml(fetch, url, signal)
    for (const link of sameSiteLinks($, url))
      if (!seen.has(link)) {
        seen.add(link)
        queue.push(link)
      }
    pages.push(pageOf($, url, selector))
  }
  return pages
}

/** The pages listed in an XML sitemap (`<loc>`), up to `limit`. */
export async function scrapeSitemap(
  fetch: TFetch,
  sitemapUrl: string,
  limit: number,
  selector: string,
  signal: AbortSignal,
): Promise<TScrapedPage[]> {
  const { load } = await cheerioModule()
  const res = await fetch(sitemapUrl, { signal })
  if (!res.ok) throw new Error(`${sitemapUrl} answered HTTP ${res.status}`)
  const sitemap = await readBodyText(res, {
    maxBytes: BODY_LIMITS.document,
    beyond: 'fail',
    what: sitemapUrl,
  })
  const $ = load(sitemap, { xml: true })
  const max = limit > 0 ? Math.min(limit, MAX_PAGES) : MAX_PAGES
  const urls = $('loc')
    .map((_, el) => $(el).text().trim())
    .get()
    .slice(0, max)
  const pages: TScrapedPage[] = []
  for (const url of urls) pages.push(pageOf(await loadHtml(fetch, url, signal), url, selector))
  return pages
}

export async function scrapeOne(
  fetch: TFetch,
  url: string,
  selector: string,
  signal: AbortSignal,
): Promise<TScrapedPage[]> {
  return [pageOf(await loadHtml(fetch, url, signal), url, selector)]
}

/** The page's own URL and its same-site links ("manage scraped links" picks among them). */
export async function listPageLinks(
  fetch: TFetch,
  url: string,
  limit: number,
  signal: AbortSignal,
): Promise<string[]> {
  const $ = await loadHtml(fetch, url, signal)
  const links = [...new Set([new URL(url).toString(), ...sameSiteLinks($, url)])]
  return links.slice(0, limit > 0 ? Math.min(limit, MAX_PAGES) : MAX_PAGES)
}
