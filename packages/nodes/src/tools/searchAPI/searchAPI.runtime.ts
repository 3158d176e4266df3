import { defineRuntime } from '../../runtime'
import { fetchSearchJson, hitsAt, searchBase, textAt, webSearchTool } from '../../shared/web-search'
import { searchAPI } from './searchAPI.node.js'

/** SearchApi's Google search through the outbound guard; the key goes in `api_key`, as SearchApi asks. */
export default defineRuntime(searchAPI, {
  kind: 'supply',
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const base = searchBase(credential, 'https://www.searchapi.io')
    return webSearchTool(ctx, {
      name: 'search',
      description: 'A search engine. Useful for questions about current events. The input is a search query.',
      async search(query, signal) {
        const url = new URL(`${base}/api/v1/search`)
        url.search = new URLSearchParams({
          engine: 'google',
          q: query,
          api_key: credential.searchApiKey ?? '',
        }).toString()
        const json = await fetchSearchJson(ctx, 'SearchApi', url.toString(), { signal })
        return {
          answer: textAt(json, 'answer_box', 'answer') || textAt(json, 'answer_box', 'snippet'),
          hits: hitsAt(json, ['organic_results'], { url: 'link', snippet: 'snippet' }),
        }
      },
    })
  },
})
