import { afterAll, beforeAll, expect } from 'vitest'
import { buildFlow, type TNodeHarness } from '@unikflow/engine/testing'
import { startFakeSearchApis, type FakeSearchApis } from '@unikflow/testkit'

type TSearchTool = { name: string; credential: string; inputs?: Record<string, unknown> }

/**
 * testkit's search API double for the file's tests, with each search tool's credential pointing at it
 * (allowed past the outbound guard for 127.0.0.1 only), and a Tool Agent using one tool.
 */
export function useSearchApis(harness: TNodeHarness) {
  let apis: FakeSearchApis | undefined
  beforeAll(async () => {
    apis = await startFakeSearchApis()
  })
  afterAll(() => apis?.close())
  const search = () => {
    if (!apis) throw new Error('The search double starts before the tests (beforeAll)')
    return apis
  }

  function services(keys: 'right' | 'wrong' = 'right') {
    const key = (service: string) => (keys === 'right' ? `key-${service}` : 'nope')
    const url = search().url
    return harness.services({
      allowPrivateHosts: ['127.0.0.1'],
      credentials: {
        'cred-serper': { serperApiKey: key('serper'), basePath: url },
        'cred-serp': { serpApiKey: key('serpapi'), basePath: url },
        'cred-brave': { braveApiKey: key('brave'), basePath: url },
        'cred-google': {
          googleCustomSearchApiKey: key('google'),
          googleCustomSearchApiId: 'cx-1',
          basePath: url,
        },
        'cred-tavily': { tavilyApiKey: key('tavily'), basePath: `${url}/api` },
      },
    })
  }

  function agentWith(tool: TSearchTool) {
    return buildFlow([
      { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
      { id: 't', ...tool },
      {
        id: 'a',
        name: 'toolAgent',
        inputs: { model: '{{m.data.instance}}', tools: ['{{t.data.instance}}'] },
      },
    ])
  }

  const run = (tool: TSearchTool, svc = services()) =>
    harness.runFlow(agentWith(tool), { question: 'news?', services: svc })

  /** The agent calls the tool `toolName` once; the double answers only the right key in the right place. */
  async function expectSearches(
    tool: TSearchTool,
    toolName: string,
    expected: string,
    request: Record<string, unknown>,
  ) {
    const before = search().calls.length
    harness.openai.queue(
      { toolCalls: [{ name: toolName, arguments: { input: 'unikflow' } }] },
      { content: 'done' },
    )
    const result = await run(tool)
    expect(result.text).toBe('done')
    const output = result.usedTools?.[0]?.toolOutput ?? ''
    expect(output).toContain(expected)
    expect(output).toContain('https://example.org/releases')
    expect(search().calls.length).toBe(before + 1)
    expect(search().calls.at(-1)).toMatchObject(request)
  }

  return { search, services, run, expectSearches }
}
