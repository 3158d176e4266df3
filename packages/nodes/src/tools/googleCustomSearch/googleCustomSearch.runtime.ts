import { defineRuntime } from '../../runtime'
import { fetchSearchJson, hitsAt, searchBase, webSearchTool } from '../../shared/web-search'
import { googleCustomSearch } from './googleCustomSearch.node.js'

export default defineRuntime(googleCustomSearch, {
  kind: 'supply',
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const base = searchBase(credential, 'https://www.googleapis.com')
    return webSearchTool(ctx, {
      name: 'google-custom-search',
      description: 'A Google search. Useful for questions about current events. The input is a search query.',
      async search(query, signal) {
        const url = new URL(`${base}/customsearch/v1`)
        url.search = new URLSearchParams({
          key: credential.googleCustomSearchApiKey ?? '',
          cx: credential.googleCustomSearchApiId ?? '',
          q: query,
        }).toString()
        const json = await fetchSearchJson(ctx, 'Google Custom Search', url.toString(), { signal })
        return {
          hits: hitsAt(json, ['items'], { url: 'link', snippet: 'snippet' }),
        }
      },
    })
  },
})
