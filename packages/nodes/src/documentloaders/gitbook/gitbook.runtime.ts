import { defineRuntime } from '../../runtime'
import { finishDocuments } from '../../shared/documents'
import { lazyImport } from '../../shared/lazy-import'
import { BODY_LIMITS, readBodyText } from '../../shared/read-body'
import { getBoolean, getString, NodeInputError } from '../../shared/read-inputs'
import type { TNodeContext } from '../../context'
import { gitbook } from './gitbook.node.js'

const cheerioModule = lazyImport(() => import('cheerio'))
const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** Pages one load reads at most. */
const MAX_PAGES = 500

async function getText(ctx: TNodeContext, url: string): Promise<string> {
  const res = await ctx.fetch(url, {
    signal: ctx.signal,
    headers: { accept: 'text/html,application/xml,*/*;q=0.8' },
  })
  if (!res.ok) throw new Error(`${url} answered HTTP ${res.status}`)
  return readBodyText(res, { maxBytes: BODY_LIMITS.document, beyond: 'fail', what: url })
}

/** A GitBook page's title and the text of its `main` (the whole body when it has none). */
async function readPage(ctx: TNodeContext, url: string) {
  const { load } = await cheerioModule()
  const $ = load(await getText(ctx, url))
  $('script, style, noscript, nav').remove()
  const main = $('main').length > 0 ? $('main') : $('body')
  // Blocks end a line: their texts would otherwise run together.
  main.find('h1, h2, h3, h4, h5, h6, p, li, pre, blockquote, tr, div').each((_, el) => {
    $(el).append('\n')
  })
  const text = main
    .text()
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim()
  return { text, title: $('title').first().text().trim() }
}

/** Reads through the outbound guard: the page, or the pages of `<root>/sitemap.xml`. */
export default defineRuntime(gitbook, {
  kind: 'supply',
  async supply(ctx) {
    const webPath = getString(ctx, 'webPath').trim()
    if (!/^https?:\/\//i.test(webPath))
      throw new NodeInputError(`${ctx.label} needs a Web Path (http or https)`)
    let urls = [webPath]
    if (getBoolean(ctx, 'shouldLoadAllPaths')) {
      const { load } = await cheerioModule()
      const sitemap = load(
        await getText(ctx, new URL('sitemap.xml', webPath.replace(/\/?$/, '/')).toString()),
        { xml: true },
      )
      urls = sitemap('loc')
        .map((_, el) => sitemap(el).text().trim())
        .get()
        .filter((u) => /^https?:\/\//.test(u))
        .slice(0, MAX_PAGES)
    }
    const { Document } = await langchainCoreDocuments()
    const docs = []
    for (const url of urls) {
      const page = await readPage(ctx, url)
      if (page.text)
        docs.push(new Document({ pageContent: page.text, metadata: { source: url, title: page.title } }))
    }
    return finishDocuments(ctx, docs)
  },
})
