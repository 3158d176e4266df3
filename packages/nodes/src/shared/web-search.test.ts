import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import { startFakeSearchApis, type FakeSearchApis } from '@unikflow/testkit'

const harness = useNodeHarness()
let search: FakeSearchApis
beforeAll(async () => {
  search = await startFakeSearchApis()
})
afterAll(() => search.close())

/** Each search tool's credential points at the double (allowed past the outbound guard for 127.0.0.1 only). */
function services(keys: 'right' | 'wrong' = 'right') {
  const key = (service: string) => (keys === 'right' ? `key-${service}` : 'nope')
  return harness.services({
    allowPrivateHosts: ['127.0.0.1'],
    credentials: {
      'cred-serper': { serperApiKey: key('serper'), basePath: search.url },
      'cred-serp': { serpApiKey: key('serpapi'), basePath: search.url },
      'cred-brave': { braveApiKey: key('brave'), basePath: search.url },
      'cred-google': {
        googleCustomSearchApiKey: key('google'),
        googleCustomSearchApiId: 'cx-1',
        basePath: search.url,
      },
      'cred-tavily': { tavilyApiKey: key('tavily'), basePath: `${search.url}/api` },
    },
  })
}

function agentWith(tool: { name: string; credential: string; inputs?: Record<string, unknown> }) {
  return buildFlow([
    { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
    { id: 't', ...tool },
    { id: 'a', name: 'toolAgent', inputs: { model: '{{m.data.instance}}', tools: ['{{t.data.instance}}'] } },
  ])
}

const run = (flowData: ReturnType<typeof buildFlow>, svc = services()) =>
  harness.runFlow(flowData, { question: 'news?', services: svc })

describe('web search tools against a double of each search API', () => {
  it.each([
    [
      'serper',
      'cred-serper',
      'search',
      'serper answer for unikflow',
      { method: 'POST', body: { q: 'unikflow' } },
    ],
    ['braveSearchAPI', 'cred-brave', 'brave-search', 'Version 2 ships today.', { query: { q: 'unikflow' } }],
    [
      'googleCustomSearch',
      'cred-google',
      'google-custom-search',
      'Version 2 ships today.',
      { query: { q: 'unikflow', cx: 'cx-1' } },
    ],
    [
      'tavilyAPI',
      'cred-tavily',
      'tavily_search',
      'tavily answer for unikflow',
      { body: { query: 'unikflow', topic: 'general', search_depth: 'basic', max_results: 5 } },
    ],
    [
      'serpAPI',
      'cred-serp',
      'search',
      'serpapi answer for unikflow',
      { query: { q: 'unikflow', engine: 'google' } },
    ],
  ])(
    '%s: the agent searches and reads the results',
    async (name, credential, toolName, expected, request) => {
      const before = search.calls.length
      harness.openai.queue(
        { toolCalls: [{ name: toolName, arguments: { input: 'unikflow' } }] },
        { content: 'done' },
      )
      const result = await run(agentWith({ name, credential }))
      expect(result.text).toBe('done')
      const output = result.usedTools?.[0]?.toolOutput ?? ''
      // The double answers only requests carrying the right key in the right place (else 401).
      expect(output).toContain(expected)
      expect(output).toContain('https://example.org/releases')
      expect(search.calls.length).toBe(before + 1)
      expect(search.calls.at(-1)).toMatchObject(request)
    },
  )

  it('Tavily sends the options of the node', async () => {
    harness.openai.queue(
      { toolCalls: [{ name: 'tavily_search', arguments: { input: 'rust' } }] },
      { content: 'ok' },
    )
    await run(
      agentWith({
        name: 'tavilyAPI',
        credential: 'cred-tavily',
        inputs: {
          topic: 'news',
          searchDepth: 'advanced',
          maxResults: 2,
          includeAnswer: true,
          includeDomains: 'a.org, b.org',
        },
      }),
    )
    expect(search.calls.at(-1)?.body).toMatchObject({
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

  it('a refused key reaches the agent as the status, never the key', async () => {
    harness.openai.queue({ toolCalls: [{ name: 'search', arguments: { input: 'x' } }] }, { content: 'sorry' })
    const result = await run(agentWith({ name: 'serpAPI', credential: 'cred-serp' }), services('wrong'))
    const output = result.usedTools?.[0]?.toolOutput ?? ''
    expect(output).toContain('SerpAPI answered HTTP 401')
    expect(output).not.toContain('nope')
  })

  it('the search goes through the outbound guard: loopback is refused without the allowlist', async () => {
    const before = search.calls.length
    harness.openai.queue({ toolCalls: [{ name: 'search', arguments: { input: 'x' } }] }, { content: 'sorry' })
    // Only the fake model server stays allowed, as an operator allows a local model server.
    const svc = { ...services(), allowPrivateHosts: [new URL(harness.openai.baseUrl).hostname] }
    const result = await run(agentWith({ name: 'serper', credential: 'cred-serper' }), svc)
    expect(result.usedTools?.[0]?.toolOutput).toMatch(/refused|blocked|not allowed/i)
    expect(search.calls.length).toBe(before)
  })
})
