import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { useSearchApis } from '../../testing/search-tools'

const harness = useNodeHarness()
const apis = useSearchApis(harness)

describe('Tavily API', () => {
  it('the agent searches with the default options and reads the results', () =>
    apis.expectSearches(
      { name: 'tavilyAPI', credential: 'cred-tavily' },
      'tavily_search',
      'tavily answer for unikflow',
      {
        body: { query: 'unikflow', topic: 'general', search_depth: 'basic', max_results: 5 },
      },
    ))

  it('sends the options of the node', async () => {
    harness.openai.queue(
      { toolCalls: [{ name: 'tavily_search', arguments: { input: 'rust' } }] },
      { content: 'ok' },
    )
    await apis.run({
      name: 'tavilyAPI',
      credential: 'cred-tavily',
      inputs: {
        topic: 'news',
        searchDepth: 'advanced',
        maxResults: 2,
        includeAnswer: true,
        includeDomains: 'a.org, b.org',
      },
    })
    expect(apis.search().calls.at(-1)?.body).toMatchObject({
      query: 'rust',
      topic: 'news',
      days: 7,
      search_depth: 'advanced',
      chunks_per_source: 3,
      max_results: 2,
      include_answer: true,
      include_domains: ['a.org', 'b.org'],
    })
  })
})
