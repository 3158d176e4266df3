import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { useSearchApis } from '../testing/search-tools'

const harness = useNodeHarness()
const apis = useSearchApis(harness)

// What each search tool sends and reads is tested in its folder (tools/<name>/<name>.test.ts).
describe('web search tools: what they share', () => {
  it('a refused key reaches the agent as the status, never the key', async () => {
    harness.openai.queue({ toolCalls: [{ name: 'search', arguments: { input: 'x' } }] }, { content: 'sorry' })
    const result = await apis.run({ name: 'serpAPI', credential: 'cred-serp' }, apis.services('wrong'))
    const output = result.usedTools?.[0]?.toolOutput ?? ''
    expect(output).toContain('SerpAPI answered HTTP 401')
    expect(output).not.toContain('nope')
  })

  it('the search goes through the outbound guard: loopback is refused without the allowlist', async () => {
    const before = apis.search().calls.length
    harness.openai.queue({ toolCalls: [{ name: 'search', arguments: { input: 'x' } }] }, { content: 'sorry' })
    // Only the fake model server stays allowed, as an operator allows a local model server.
    const svc = { ...apis.services(), allowPrivateHosts: [new URL(harness.openai.baseUrl).hostname] }
    const result = await apis.run({ name: 'serper', credential: 'cred-serper' }, svc)
    expect(result.usedTools?.[0]?.toolOutput).toMatch(/refused|blocked|not allowed/i)
    expect(apis.search().calls.length).toBe(before)
  })
})
