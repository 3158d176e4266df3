import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startFakeSearchApis, type FakeSearchApis } from '@unikflow/testkit'
import { toolAgentFlow } from '../../testing/agent-flows'

const harness = useNodeHarness()
let search: FakeSearchApis
beforeAll(async () => {
  search = await startFakeSearchApis()
})
afterAll(() => search.close())

const run = (appId: string) => {
  harness.openai.queue(
    { toolCalls: [{ name: 'wolfram_alpha_llm', arguments: { input: 'integrate x^2' } }] },
    { content: 'answered' },
  )
  const tool = { id: 't', name: 'wolframAlpha', credential: 'cred-wolfram' }
  return harness.runFlow(toolAgentFlow([tool]), {
    question: 'what is the integral of x^2?',
    services: harness.services({
      allowPrivateHosts: ['127.0.0.1'],
      credentials: { 'cred-wolfram': { wolframAlphaAppId: appId, basePath: search.url } },
    }),
  })
}

describe("WolframAlpha (a Tool Agent's tool) against a double of its LLM API", () => {
  it('asks the question with the App ID and hands the agent the plain-text answer', async () => {
    const result = await run('key-wolfram')
    expect(result.text).toBe('answered')
    expect(result.usedTools?.[0]?.toolOutput).toBe(
      'Query: integrate x^2\nResult: Unikflow release notes: Version 2 ships today.',
    )
    expect(search.calls.at(-1)).toMatchObject({
      service: 'wolfram',
      method: 'GET',
      query: { appid: 'key-wolfram', input: 'integrate x^2' },
    })
  })

  it('tells the agent the App ID was refused, without the App ID', async () => {
    const result = await run('bad-app-id')
    const output = String(result.usedTools?.[0]?.toolOutput)
    expect(output).toContain('WolframAlpha answered HTTP 401')
    expect(output).not.toContain('bad-app-id')
  })
})
