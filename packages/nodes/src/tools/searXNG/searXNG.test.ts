import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startFakeSearchApis, type FakeSearchApis } from '@unikflow/testkit'
import { toolAgentFlow } from '../../testing/agent-flows'
import { searxngText } from './searXNG.runtime'

const harness = useNodeHarness()
let search: FakeSearchApis
beforeAll(async () => {
  search = await startFakeSearchApis()
})
afterAll(() => search.close())

describe("SearXNG (a Tool Agent's tool) against a double of a SearXNG instance", () => {
  it("searches the node's instance with its parameters and headers, through the guard", async () => {
    const tool = {
      id: 't',
      name: 'searXNG',
      inputs: {
        apiBase: `${search.url}/searxng/`,
        toolName: 'meta-search',
        headers: '{"x-instance-token":"t1"}',
        categories: 'news',
        language: 'en',
        safesearch: 1,
      },
    }
    const call = { toolCalls: [{ name: 'meta-search', arguments: { input: 'release notes' } }] }
    harness.openai.queue(call, { content: 'refused' })
    const refused = await harness.runFlow(toolAgentFlow([tool]), { question: 'news?' })
    expect(refused.usedTools?.[0]?.toolOutput).toMatch(/Refused to connect to 127\.0\.0\.1/)
    harness.openai.queue(call, { content: 'found' })
    const result = await harness.runFlow(toolAgentFlow([tool]), {
      question: 'news?',
      services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
    })
    expect(result.text).toBe('found')
    expect(JSON.parse(String(result.usedTools?.[0]?.toolOutput))).toEqual({
      title: 'Unikflow release notes',
      link: 'https://example.org/releases',
      snippet: 'Version 2 ships today.',
    })
    const sent = search.calls.at(-1)
    expect(sent).toMatchObject({
      service: 'searxng',
      method: 'POST',
      query: { q: 'release notes', format: 'json', categories: 'news', language: 'en', safesearch: '1' },
    })
    expect(sent?.headers['x-instance-token']).toBe('t1')
  })

  it('gives the answer, infobox or suggestions when there are no results', () => {
    const empty = { results: [], answers: [], infoboxes: [], suggestions: [] }
    expect(searxngText({ ...empty, answers: ['42'] })).toBe('42')
    expect(searxngText({ ...empty, infoboxes: [{ content: 'A box' }] })).toBe('A box')
    expect(searxngText({ ...empty, suggestions: ['a', 'b'] })).toBe('Suggestions: a, b')
    expect(searxngText(empty)).toBe('No good results found.')
  })
})
