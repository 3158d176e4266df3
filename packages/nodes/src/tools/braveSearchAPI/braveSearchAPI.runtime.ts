import { defineRuntime } from '../../runtime'
import { fetchSearchJson, hitsAt, searchBase, webSearchTool } from '../../shared/web-search'
import { braveSearchAPI } from './braveSearchAPI.node.js'

export default defineRuntime(braveSearchAPI, {
  kind: 'supply',
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const base = searchBase(credential, 'https://api.search.brave.com')
    return webSearchTool(ctx, {
      name: 'brave-search',
      description:
        'A web search engine (Brave). Useful for questions about current events. The input is a search query.',
      async search(query, signal) {
        const url = new URL(`${base}/res/v1/web/search`)
        url.searchParams.set('q', query)
        const json = await fetchSearchJson(ctx, 'Brave Search', url.toString(), {
          headers: { Accept: 'application/json', 'X-Subscription-Token': credential.braveApiKey ?? '' },
          signal,
        })
        return {
          hits: hitsAt(json, ['web', 'results'], { url: 'url', snippet: 'description' }),
        }
      },
    })
  },
})
