import { defineRuntime } from '../../runtime'
import { fetchSearchJson, hitsAt, searchBase, textAt, webSearchTool } from '../../shared/web-search'
import { serper } from './serper.node.js'

export default defineRuntime(serper, {
  kind: 'supply',
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const base = searchBase(credential, 'https://google.serper.dev')
    return webSearchTool(ctx, {
      name: 'search',
      description: 'A Google search. Useful for questions about current events. The input is a search query.',
      async search(query, signal) {
        const json = await fetchSearchJson(ctx, 'Serper', `${base}/search`, {
          method: 'POST',
          headers: { 'X-API-KEY': credential.serperApiKey ?? '', 'Content-Type': 'application/json' },
          body: JSON.stringify({ q: query }),
          signal,
        })
        return {
          answer:
            textAt(json, 'answerBox', 'answer') ||
            textAt(json, 'answerBox', 'snippet') ||
            textAt(json, 'knowledgeGraph', 'description'),
          hits: hitsAt(json, ['organic'], { url: 'link', snippet: 'snippet' }),
        }
      },
    })
  },
})
