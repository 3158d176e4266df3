import type { TNodeContext } from '../../context'
import { defineRuntime } from '../../runtime'
import { getBoolean, getOptionalNumber, getString } from '../../shared/read-inputs'
import { fetchSearchJson, recordsAt, searchBase, textAt, webSearchTool } from '../../shared/web-search'
import { EXA_DEFAULT_DESCRIPTION, exaSearch } from './exaSearch.node.js'

/** Characters of each page's text an agent reads. */
const SNIPPET_CHARS = 500

const domains = (value: string) =>
  value
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean)

/** The search arguments the node fixes, as Exa's `/search` takes them (empty ones left out). */
function searchArgs(ctx: TNodeContext): Record<string, unknown> {
  const args: Record<string, unknown> = {
    numResults: getOptionalNumber(ctx, 'numResults'),
    type: getString(ctx, 'type') || undefined,
    useAutoprompt: getBoolean(ctx, 'useAutoprompt') || undefined,
    category: getString(ctx, 'category') || undefined,
  }
  for (const name of ['includeDomains', 'excludeDomains']) {
    const list = domains(getString(ctx, name))
    if (list.length) args[name] = list
  }
  for (const name of ['startCrawlDate', 'endCrawlDate', 'startPublishedDate', 'endPublishedDate'])
    args[name] = getString(ctx, name).trim() || undefined
  return Object.fromEntries(Object.entries(args).filter(([, v]) => v !== undefined))
}

/** Exa's search with the pages' text, through the outbound guard; the key goes in `x-api-key`. */
export default defineRuntime(exaSearch, {
  kind: 'supply',
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const base = searchBase(credential, 'https://api.exa.ai')
    const fixed = searchArgs(ctx)
    return webSearchTool(ctx, {
      name: 'exa_search_results_json',
      description: getString(ctx, 'description') || EXA_DEFAULT_DESCRIPTION,
      async search(query, signal) {
        const json = await fetchSearchJson(ctx, 'Exa', `${base}/search`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': credential.exaSearchApiKey ?? '' },
          body: JSON.stringify({ query, ...fixed, contents: { text: true } }),
          signal,
        })
        const hits = recordsAt(json, 'results').map((r) => ({
          title: textAt(r, 'title'),
          url: textAt(r, 'url'),
          snippet: textAt(r, 'text').slice(0, SNIPPET_CHARS),
        }))
        return { hits }
      },
    })
  },
})
