import { defineRuntime } from '../../runtime'
import { finishDocuments } from '../../shared/documents'
import { lazyImport } from '../../shared/lazy-import'
import { getJsonObject, getString } from '../../shared/read-inputs'
import { fetchSearchJson, hitsAt, searchBase, textAt } from '../../shared/web-search'
import { searchApi } from './searchApi.node.js'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** SearchApi's search (Google by default), through the outbound guard: one document per result. */
export default defineRuntime(searchApi, {
  kind: 'supply',
  async supply(ctx) {
    const { Document } = await langchainCoreDocuments()
    const credential = await ctx.getCredential()
    const query = getString(ctx, 'query') || ctx.question
    const extra = Object.fromEntries(
      Object.entries(getJsonObject(ctx, 'customParameters')).map(([k, v]) => [k, String(v)]),
    )
    const url = new URL(`${searchBase(credential, 'https://www.searchapi.io')}/api/v1/search`)
    url.search = new URLSearchParams({
      engine: 'google',
      ...extra,
      q: query,
      api_key: credential.searchApiKey ?? '',
    }).toString()
    const json = await fetchSearchJson(ctx, 'SearchApi', url.toString(), { signal: ctx.signal })
    const answer = textAt(json, 'answer_box', 'answer') || textAt(json, 'answer_box', 'snippet')
    const hits = hitsAt(json, ['organic_results'], { url: 'link', snippet: 'snippet' })
    const docs = [
      ...(answer ? [new Document({ pageContent: answer, metadata: { source: 'answer_box', query } })] : []),
      ...hits.map(
        (hit) =>
          new Document({
            pageContent: `${hit.title}\n${hit.snippet}`,
            metadata: { source: hit.url, title: hit.title, query },
          }),
      ),
    ]
    return finishDocuments(ctx, docs)
  },
})
