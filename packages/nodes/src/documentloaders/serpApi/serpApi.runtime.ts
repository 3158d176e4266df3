import { defineRuntime } from '../../runtime'
import { finishDocuments } from '../../shared/documents'
import { lazyImport } from '../../shared/lazy-import'
import { getString, NodeInputError } from '../../shared/read-inputs'
import { fetchSearchJson, recordsAt, searchBase, textAt } from '../../shared/web-search'
import { serpApi } from './serpApi.node.js'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** One document for the answer box (when there is one) and one per organic result, through the outbound guard. */
export default defineRuntime(serpApi, {
  kind: 'supply',
  async supply(ctx) {
    const query = getString(ctx, 'query').trim()
    if (!query) throw new NodeInputError(`${ctx.label} needs a Query`)
    const credential = await ctx.getCredential()
    const url = new URL(`${searchBase(credential, 'https://serpapi.com')}/search.json`)
    url.search = new URLSearchParams({
      engine: 'google',
      q: query,
      api_key: credential.serpApiKey ?? '',
    }).toString()
    const json = await fetchSearchJson(ctx, 'SerpAPI', url.toString(), { signal: ctx.signal })
    const { Document } = await langchainCoreDocuments()
    const docs = []
    const answer = textAt(json, 'answer_box', 'answer') || textAt(json, 'answer_box', 'snippet')
    if (answer)
      docs.push(
        new Document({ pageContent: answer, metadata: { source: 'SerpAPI', responseType: 'answer_box' } }),
      )
    for (const r of recordsAt(json, 'organic_results'))
      docs.push(
        new Document({
          pageContent: [textAt(r, 'title'), textAt(r, 'snippet')].filter(Boolean).join('\n'),
          metadata: { source: textAt(r, 'link'), title: textAt(r, 'title'), responseType: 'organic_results' },
        }),
      )
    return finishDocuments(ctx, docs)
  },
})
