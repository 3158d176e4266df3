import type { TFetch } from '../../context'
import { lazyImport } from '../../shared/lazy-import'
import { BODY_LIMITS, readBodyText } from '../../shared/read-body'

const cheerioModule = lazyImport(() => import('cheerio'))

/** What the tool tells the model of one page (field names as Flowise's tool answers them). */
export type TScrapedPage =
  { url: string; title: string; description: string; body_text: string } | { url: string; error: string }

export type TScrapeOptions = {
  readonly mode: 'recursive' | 'sitemap'
  /** 1: the start page only; 2: it and the pages it links to … */
  readonly maxDepth: number
  /** Pages in all, whatever the mode. */
  readonly maxPages: number
  readonly pageTimeoutMs: number
  readonly signal: AbortSignal
}

/** Characters of a page's text the model gets (a page is a page, not a data dump). */
const MAX_TEXT = 20_000

async function fetchText(fetch: TFetch, url: string, options: TScrapeOptions): Promise<string> {
  const signal = AbortSignal.any([options.signal, AbortSignal.timeout(options.pageTimeoutMs)])
  const res = await fetch(url, { signal, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } })
  if (!res.ok) throw new Error(`HTTP ${res.status}`)
  return readBodyText(res, { maxBytes: BODY_LIMITS.page, beyond: 'cut' })
}

/** A page's title, meta description, paragraph text and same-site links (no fragments). */
async function readPage(html: string, url: string) {
  const { load } = await cheerioModule()
  const $ = load(html)
  const origin = new URL(url).origin
  const links: string[] = []
  $('a[href]').each((_, el) => {
    try {
      const link = new URL($(el).attr('href') ?? '', url)
      link.hash = ''
      if (link.origin === origin && /^https?:$/.test(link.protocol)) links.push(link.toString())
    } catch {
      // not a URL; skip it
    }
  })
  const paragraphs = $('p')
    .map((_, el) => $(el).text().replace(/\s+/g, ' ').trim())
    .get()
    .filter(Boolean)
  const page = {
    url,
    title: $('title').first().text().trim(),
    description: $('meta[name="description"]').attr('content')?.trim() ?? '',
    body_text: paragraphs.join('\n').slice(0, MAX_TEXT),
  }
  return { page, links }
}

/** The `<loc>` URLs of the site's `/sitemap.xml`; none when it is missing or not a sitemap. */
async function sitemapUrls(fetch: TFetch, start: string, options: TScrapeOptions): Promise<string[]> {
  try {
    const xml = await fetchText(fetch, new URL('/sitemap.xml', start).toString(), options)
    const { load } = await cheerioModule()
    const $ = load(xml, { xml: true })
    return $('loc')
      .map((_, el) => $(el).text().trim())
      .get()
      .filter((u) => /^https?:\/\//.test(u))
  } catch {
    return []
  }
}

/**
 * Scrapes from `start` through the outbound guard: the sitemap's pages (when asked and the site has one),
 * else breadth first along same-site links up to `maxDepth` levels; at most `maxPages` pages. A page that
 * fails is reported with its error; the others are still read.
 */
export async function scrapeSite(
  fetch: TFetch,
  start: string,
  options: TScrapeOptions,
): Promise<TScrapedPage[]> {
  const fromSitemap = options.mode === 'sitemap' ? await sitemapUrls(fetch, start, options) : []
  const queue = (fromSitemap.length > 0 ? fromSitemap : [start]).map((url) => ({ url, depth: 1 }))
  const follow = fromSitemap.length === 0
  const seen = new Set(queue.map((q) => q.url))
  const pages: TScrapedPage[] = []
  for (let next = queue.shift(); next && pages.length < options.maxPages; next = queue.shift()) {
    options.signal.throwIfAborted()
    try {
      const { page, links } = await readPage(await fetchText(fetch, next.url, options), next.url)
      pages.push(page)
      if (follow && next.depth < options.maxDepth)
        for (const link of links)
          if (!seen.has(link)) {
            seen.add(link)
            queue.push({ url: link, depth: next.depth + 1 })
          }
    } catch (e) {
      if (options.signal.aborted) throw e
      pages.push({ url: next.url, error: e instanceof Error ? e.message : String(e) })
    }
  }
  return pages
}
