import type { Document as TDocument } from '@langchain/core/documents'
import type { TNodeContext } from '../../context'
import { defineRuntime } from '../../runtime'
import { finishDocuments } from '../../shared/documents'
import { lazyImport } from '../../shared/lazy-import'
import { defined } from '../../shared/model-options'
import { getBoolean, getJsonObject, getNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { textAt } from '../../shared/web-search'
import { crawledPages, fireCrawlApi, waitForJob, type TFireCrawl } from './firecrawl-api'
import { fireCrawl } from './fireCrawl.node.js'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

const list = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
const listOrUndefined = (value: string) => (list(value).length > 0 ? list(value) : undefined)

/** A scraped page (markdown and metadata) as a document. */
async function pageDocument(page: unknown, fallbackUrl: string): Promise<TDocument> {
  const { Document } = await langchainCoreDocuments()
  const source = textAt(page, 'metadata', 'sourceURL') || textAt(page, 'url') || fallbackUrl
  return new Document({
    pageContent: textAt(page, 'markdown') || textAt(page, 'description'),
    metadata: { source, title: textAt(page, 'metadata', 'title') || textAt(page, 'title') },
  })
}

async function scrape(ctx: TNodeContext, api: TFireCrawl, url: string) {
  const answer = await api.post('scrape', {
    url,
    formats: ['markdown'],
    ...defined({
      onlyMainContent:
        ctx.inputs.onlyMainContent === undefined ? undefined : getBoolean(ctx, 'onlyMainContent'),
      includeTags: listOrUndefined(getString(ctx, 'includeTags')),
      excludeTags: listOrUndefined(getString(ctx, 'excludeTags')),
    }),
  })
  return [await pageDocument(answer.data, url)]
}

async function crawl(ctx: TNodeContext, api: TFireCrawl, url: string) {
  const started = await api.post('crawl', {
    url,
    limit: Math.max(1, Math.floor(getNumber(ctx, 'limit', 10000))),
    scrapeOptions: { formats: ['markdown'] },
    ...defined({
      includePaths: listOrUndefined(getString(ctx, 'includePaths')),
      excludePaths: listOrUndefined(getString(ctx, 'excludePaths')),
    }),
  })
  const id = textAt(started, 'id')
  if (!id) throw new Error('FireCrawl started no crawl job')
  const pages = await crawledPages(api, await waitForJob(ctx, api, `crawl/${encodeURIComponent(id)}`))
  return Promise.all(pages.map((page) => pageDocument(page, url)))
}

async function extract(ctx: TNodeContext, api: TFireCrawl, urls: string[]) {
  const schema = getJsonObject(ctx, 'extractSchema')
  const started = await api.post('extract', {
    urls,
    ...defined({
      prompt: getString(ctx, 'extractPrompt').trim() || undefined,
      schema: Object.keys(schema).length > 0 ? schema : undefined,
    }),
  })
  const id = textAt(started, 'id')
  const job = id ? await waitForJob(ctx, api, `extract/${encodeURIComponent(id)}`) : started
  const { Document } = await langchainCoreDocuments()
  return [
    new Document({ pageContent: JSON.stringify(job.data ?? {}), metadata: { source: urls.join(', ') } }),
  ]
}

async function search(ctx: TNodeContext, api: TFireCrawl) {
  const query = getString(ctx, 'searchQuery').trim()
  if (!query) throw new NodeInputError(`${ctx.label} needs a Query to search`)
  const answer = await api.post('search', {
    query,
    limit: Math.max(1, Math.floor(getNumber(ctx, 'searchLimit', 5))),
    lang: getString(ctx, 'searchLang') || 'en',
    country: getString(ctx, 'searchCountry') || 'us',
    timeout: getNumber(ctx, 'searchTimeout', 60000),
  })
  return Promise.all((Array.isArray(answer.data) ? answer.data : []).map((hit) => pageDocument(hit, '')))
}

export default defineRuntime(fireCrawl, {
  kind: 'supply',
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const base = (credential.firecrawlApiUrl?.trim() || 'https://api.firecrawl.dev').replace(/\/+$/, '')
    const api = fireCrawlApi(ctx, base, credential.firecrawlApiToken ?? '')
    const mode = getString(ctx, 'crawlerType') || 'crawl'
    if (mode === 'search') return finishDocuments(ctx, await search(ctx, api))
    const urls = list(getString(ctx, 'url'))
    const [first] = urls
    if (!first) throw new NodeInputError(`${ctx.label} needs a URL`)
    if (mode === 'extract') return finishDocuments(ctx, await extract(ctx, api, urls))
    return finishDocuments(
      ctx,
      mode === 'scrape' ? await scrape(ctx, api, first) : await crawl(ctx, api, first),
    )
  },
})
