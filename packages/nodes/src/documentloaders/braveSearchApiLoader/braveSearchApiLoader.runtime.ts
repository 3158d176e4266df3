import { defineRuntime } from '../../runtime'
import { finishDocuments } from '../../shared/documents'
import { lazyImport } from '../../shared/lazy-import'
import { getString, NodeInputError } from '../../shared/read-inputs'
import { fetchSearchJson, recordsAt, searchBase, textAt } from '../../shared/web-search'
import { braveSearchApiLoader } from './braveSearchApiLoader.node.js'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** One document per web result of Brave's search (its description; title and link as metadata), through the guard. */
export default defineRuntime(braveSearchApiLoader, {
  kind: 'supply',
  async supply(ctx) {
    const query = getString(ctx, 'query').trim()
    if (!query) throw new NodeInputError(`${ctx.label} needs a Query`)
    const credential = await ctx.getCredential()
    const url = new URL(`${searchBase(credential, 'https://api.search.brave.com')}/res/v1/web/search`)
    url.searchParams.set('q', query)
    const json = await fetchSearchJson(ctx, 'Brave Search', url.toString(), {
      headers: { Accept: 'application/json', 'X-Subscription-Token': credential.braveApiKey ?? '' },
      signal: ctx.signal,
    })
    const { Document } = await langchainCoreDocuments()
    const docs = recordsAt(json, 'web', 'results').map(
      (r) =>
        new Document({
          pageContent: textAt(r, 'description'),
          metadata: { title: textAt(r, 'title'), link: textAt(r, 'url') },
        }),
    )
    return finishDocuments(ctx, docs)
  },
})
