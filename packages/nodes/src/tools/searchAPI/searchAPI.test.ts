import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { FAKE_SEARCH_HIT, startFakeSearchApis, type FakeSearchApis } from '@unikflow/testkit'
import { toolAgentFlow } from '../../testing/agent-flows'

const harness = useNodeHarness()
let search: FakeSearchApis
beforeAll(async () => {
  search = await startFakeSearchApis()
})
afterAll(() => search.close())

const run = async (key: string) => {
  harness.openai.queue(
    { toolCalls: [{ name: 'search', arguments: { input: 'unikflow' } }] },
    { content: 'ok' },
  )
  const result = await harness.runFlow(
    toolAgentFlow([{ id: 't', name: 'searchAPI', credential: 'cred-sa' }]),
    {
      question: 'news?',
      services: harness.services({
        allowPrivateHosts: ['127.0.0.1'],
        credentials: { 'cred-sa': { searchApiKey: key, basePath: search.url } },
      }),
    },
  )
  return String(result.usedTools?.[0]?.toolOutput)
}

describe("SearchApi (a Tool Agent's tool) against a double of SearchApi's Google search", () => {
  it('gives the agent the answer box and the results', async () => {
    const output = await run('key-searchapi')
    expect(output).toContain('Answer: searchapi answer for unikflow')
    expect(output).toContain(`${FAKE_SEARCH_HIT.title}\n${FAKE_SEARCH_HIT.url}`)
    expect(search.calls.at(-1)?.query).toMatchObject({
      engine: 'google',
      q: 'unikflow',
      api_key: 'key-searchapi',
    })
  })

  it('tells the agent a refused key, without the key', async () => {
    const output = await run('bad-key')
    expect(output).toContain('SearchApi answered HTTP 401')
    expect(output).not.toContain('bad-key')
  })
})
