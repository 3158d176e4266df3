import type { TNodeContext } from '../../context'
import { defineRuntime } from '../../runtime'
import { finishDocuments } from '../../shared/documents'
import { lazyImport } from '../../shared/lazy-import'
import { getJsonObject, getNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { fetchSearchJson, searchBase, textAt } from '../../shared/web-search'
import { spiderDocumentLoaders } from './spiderDocumentLoaders.node.js'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** Pages one crawl asks for at most. */
const MAX_PAGES = 1_000

/** Spider's `POST /v1/crawl` (a scrape is a crawl of one page) through the outbound guard, as Markdown. */
export default defineRuntime(spiderDocumentLoaders, {
  kind: 'supply',
  async supply(ctx) {
    const url = getString(ctx, 'url').trim()
    if (!/^https?:\/\//i.test(url))
      throw new NodeInputError(`${ctx.label} needs a Web Page URL (http or https)`)
    const credential = await ctx.getCredential()
    const crawl = getString(ctx, 'mode') === 'crawl'
    const limit = crawl ? Math.min(MAX_PAGES, Math.max(1, Math.floor(getNumber(ctx, 'limit', 25)))) : 1
    const answer = await fetchSearchJson(
      ctx,
      'Spider',
      `${searchBase(credential, 'https://api.spider.cloud')}/v1/crawl`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${credential.spiderApiKey ?? ''}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ ...getJsonObject(ctx, 'params'), url, limit, return_format: 'markdown' }),
        signal: ctx.signal,
      },
    )
    const pages = (Array.isArray(answer) ? answer : []).filter((p) => textAt(p, 'content') !== '')
    const { Document } = await langchainCoreDocuments()
    const docs = pages.map(
      (p) => new Document({ pageContent: textAt(p, 'content'), metadata: { source: textAt(p, 'url') } }),
    )
    return finishDocuments(withSpiderMetadata(ctx), docs)
  },
})

/** Flowise names this node's Additional Metadata `additional_metadata`; the shared finishing reads `metadata`. */
function withSpiderMetadata(ctx: TNodeContext): TNodeContext {
  const inputs = { ...ctx.inputs, metadata: ctx.inputs.additional_metadata }
  return Object.create(ctx, { inputs: { value: inputs } })
}
