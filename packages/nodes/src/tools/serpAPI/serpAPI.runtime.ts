import { defineRuntime } from '../../runtime'
import { fetchSearchJson, hitsAt, searchBase, textAt, webSearchTool } from '../../shared/web-search'
import { serpAPI } from './serpAPI.node.js'

export default defineRuntime(serpAPI, {
  kind: 'supply',
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const base = searchBase(credential, 'https://serpapi.com')
    return webSearchTool(ctx, {
      name: 'search',
      description: 'A search engine. Useful for questions about current events. The input is a search query.',
      async search(query, signal) {
        const url = new URL(`${base}/search.json`)
        url.search = new URLSearchParams({
          engine: 'google',
          q: query,
          api_key: credential.serpApiKey ?? '',
        }).toString()
        const json = await fetchSearchJson(ctx, 'SerpAPI', url.toString(), { signal })
        return {
          answer:
            textAt(json, 'answer_box', 'answer') ||
            textAt(json, 'answer_box', 'snippet') ||
            textAt(json, 'knowledge_graph', 'description'),
          hits: hitsAt(json, ['organic_results'], { url: 'link', snippet: 'snippet' }),
        }
      },
    })
  },
})
