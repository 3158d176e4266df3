import { defineRuntime } from '../../runtime'
import { finishDocuments } from '../../shared/documents'
import { lazyImport } from '../../shared/lazy-import'
import { getJsonObject, getNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { fetchSearchJson, searchBase, textAt } from '../../shared/web-search'
import { apifyWebsiteContentCrawler } from './apifyWebsiteContentCrawler.node.js'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

const ACTOR = 'apify~website-content-crawler'

/**
 * Runs the actor and waits for its dataset (`run-sync-get-dataset-items`, Apify holds the request up to
 * five minutes) through the outbound guard; each item's text is a document, its URL the source.
 */
export default defineRuntime(apifyWebsiteContentCrawler, {
  kind: 'supply',
  async supply(ctx) {
    const startUrls = getString(ctx, 'urls')
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean)
    if (startUrls.length === 0) throw new NodeInputError(`${ctx.label} needs Start URLs`)
    const credential = await ctx.getCredential()
    const input = {
      startUrls: startUrls.map((url) => ({ url })),
      crawlerType: getString(ctx, 'crawlerType') || 'playwright:firefox',
      maxCrawlDepth: Math.floor(getNumber(ctx, 'maxCrawlDepth', 1)),
      maxCrawlPages: Math.floor(getNumber(ctx, 'maxCrawlPages', 3)),
      ...getJsonObject(ctx, 'additionalInput'),
    }
    const items = await fetchSearchJson(
      ctx,
      'Apify',
      `${searchBase(credential, 'https://api.apify.com')}/v2/acts/${ACTOR}/run-sync-get-dataset-items`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${credential.apifyApiToken ?? ''}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(input),
        signal: ctx.signal,
      },
    )
    const { Document } = await langchainCoreDocuments()
    const docs = (Array.isArray(items) ? items : []).map(
      (item) =>
        new Document({ pageContent: textAt(item, 'text'), metadata: { source: textAt(item, 'url') } }),
    )
    return finishDocuments(ctx, docs)
  },
})
