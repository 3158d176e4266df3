import type { TFetch } from '../../context'
import { lazyImport } from '../../shared/lazy-import'
import { BODY_LIMITS, readBodyText } from '../../shared/read-body'

const cheerioModule = lazyImport(() => import('cheerio'))

export type TPage = { readonly text: string; readonly links: readonly string[] }

/** Characters of a page the browser reads at most (a page is a page, not a data dump). */
const MAX_PAGE_CHARS = 500_000

/** Loads a page through the outbound guard: its visible text and its absolute http(s) links. */
export async function readPage(fetch: TFetch, url: string, signal: AbortSignal): Promise<TPage> {
  const res = await fetch(url, { signal, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } })
  if (!res.ok) throw new Error(`${url} answered HTTP ${res.status}`)
  const html = (await readBodyText(res, { maxBytes: BODY_LIMITS.page, beyond: 'cut' })).slice(
    0,
    MAX_PAGE_CHARS,
  )
  const { load } = await cheerioModule()
  const $ = load(html)
  $('script, style, noscript, svg').remove()
  const links: string[] = []
  $('a[href]').each((_, el) => {
    const href = $(el).attr('href')
    if (!href) return
    try {
      const link = new URL(href, url)
      if (link.protocol === 'http:' || link.protocol === 'https:') links.push(link.toString())
    } catch {
      // not a URL; skip it
    }
  })
  const text = $('body')
    .text()
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim()
  return { text, links: [...new Set(links)] }
}
