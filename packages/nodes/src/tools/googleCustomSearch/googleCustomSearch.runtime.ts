import { defineRuntime } from '../../runtime'
import { fetchSearchJson, recordsAt, searchBase, textAt, webSearchTool } from '../../shared/web-search'
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
          hits: recordsAt(json, 'items').map((r) => ({
            title: textAt(r, 'title'),
            url: textAt(r, 'link'),
            snippet: textAt(r, 'snippet'),
          })),
        }
      },
    })
  },
})
