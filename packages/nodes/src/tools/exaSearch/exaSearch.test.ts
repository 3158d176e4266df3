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

const services = (key: string) =>
  harness.services({
    allowPrivateHosts: ['127.0.0.1'],
    credentials: { 'cred-exa': { exaSearchApiKey: key, basePath: `${search.url}/exa` } },
  })

const exaTool = (inputs: Record<string, unknown> = {}) => ({
  id: 't',
  name: 'exaSearch',
  credential: 'cred-exa',
  inputs,
})

describe("Exa Search (a Tool Agent's tool) against a double of Exa's /search", () => {
  it("sends the query with the node's search arguments and the key, and gives the agent each page", async () => {
    const inputs = { numResults: 3, type: 'neural', category: 'news', includeDomains: 'a.org, b.org' }
    harness.openai.queue(
      { toolCalls: [{ name: 'exa_search_results_json', arguments: { input: 'release notes' } }] },
      { content: 'found' },
    )
    const result = await harness.runFlow(toolAgentFlow([exaTool(inputs)]), {
      question: 'news?',
      services: services('key-exa'),
    })
    expect(result.text).toBe('found')
    expect(result.usedTools?.[0]?.toolOutput).toContain(
      'Unikflow release notes\nhttps://example.org/releases',
    )
    expect(search.calls.at(-1)).toMatchObject({
      service: 'exa',
      method: 'POST',
      body: {
        query: 'release notes',
        numResults: 3,
        type: 'neural',
        category: 'news',
        includeDomains: ['a.org', 'b.org'],
        contents: { text: true },
      },
    })
  })

  it('tells the agent the service refused a wrong key, without the key', async () => {
    harness.openai.queue(
      { toolCalls: [{ name: 'exa_search_results_json', arguments: { input: 'x' } }] },
      { content: 'failed' },
    )
    const result = await harness.runFlow(toolAgentFlow([exaTool()]), {
      question: 'news?',
      services: services('wrong-key'),
    })
    const output = String(result.usedTools?.[0]?.toolOutput)
    expect(output).toContain('Exa answered HTTP 401')
    expect(output).not.toContain('wrong-key')
  })
})
