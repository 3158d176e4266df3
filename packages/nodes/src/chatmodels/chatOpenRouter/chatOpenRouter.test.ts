import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { llmChainOn } from '../../testing/chain-flows'

const harness = useNodeHarness()

const header = (name: string) => harness.openai.calls.at(-1)?.headers[name]

describe('ChatOpenRouter', () => {
  it('ChatOpenRouter calls its Base Path with the key and the headers of Base Options', async () => {
    const flow = llmChainOn({
      id: 'm',
      name: 'chatOpenRouter',
      credential: 'cred-openrouter',
      inputs: {
        modelName: 'anthropic/claude-3.5-haiku',
        basepath: harness.openai.baseUrl,
        streaming: false,
        baseOptions: { headers: { 'HTTP-Referer': 'https://example.org', 'X-Title': 'Unikflow' } },
      },
    })
    harness.openai.queue({ content: 'routed' })
    const { result } = await harness.runFlowWithEvents(flow, { question: 'hi' })
    expect(result.text).toBe('routed')
    expect(header('authorization')).toBe('Bearer or-test')
    expect(header('http-referer')).toBe('https://example.org')
    expect(header('x-title')).toBe('Unikflow')
    expect(harness.openai.calls.at(-1)?.body).toMatchObject({ model: 'anthropic/claude-3.5-haiku' })
  })
})
