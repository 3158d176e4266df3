import type { TNodeContext } from '../../context'
import { defineRuntime } from '../../runtime'
import { getBoolean, getNumber, getString } from '../../shared/read-inputs'
import { fetchSearchJson, hitsAt, searchBase, textAt, webSearchTool } from '../../shared/web-search'
import { tavilyAPI } from './tavilyAPI.node.js'

const list = (ctx: TNodeContext, name: string) =>
  getString(ctx, name)
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean)

/** The search request as Tavily's API names its fields; options that do not apply are left out. */
function searchBody(ctx: TNodeContext, query: string) {
  const topic = getString(ctx, 'topic') || 'general'
  const depth = getString(ctx, 'searchDepth') || 'basic'
  const timeRange = getString(ctx, 'timeRange')
  const include = list(ctx, 'includeDomains')
  const exclude = list(ctx, 'excludeDomains')
  return {
    query,
    topic,
    search_depth: depth,
    max_results: getNumber(ctx, 'maxResults', 5),
    include_answer: getBoolean(ctx, 'includeAnswer'),
    include_raw_content: getBoolean(ctx, 'includeRawContent'),
    include_images: getBoolean(ctx, 'includeImages'),
    include_image_descriptions: getBoolean(ctx, 'includeImageDescriptions'),
    ...(depth === 'advanced' ? { chunks_per_source: getNumber(ctx, 'chunksPerSource', 3) } : {}),
    ...(topic === 'news' ? { days: getNumber(ctx, 'days', 7) } : {}),
    ...(timeRange ? { time_range: timeRange } : {}),
    ...(include.length ? { include_domains: include } : {}),
    ...(exclude.length ? { exclude_domains: exclude } : {}),
  }
}

export default defineRuntime(tavilyAPI, {
  kind: 'supply',
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const base = searchBase(credential, 'https://api.tavily.com')
    return webSearchTool(ctx, {
      name: 'tavily_search',
      description:
        'A search engine made for language models: current, accurate results. The input is a search query.',
      async search(query, signal) {
        const json = await fetchSearchJson(ctx, 'Tavily', `${base}/search`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${credential.tavilyApiKey ?? ''}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify(searchBody(ctx, query)),
          signal,
        })
        return {
          answer: textAt(json, 'answer'),
          hits: hitsAt(json, ['results'], { url: 'url', snippet: 'content' }),
        }
      },
    })
  },
})
