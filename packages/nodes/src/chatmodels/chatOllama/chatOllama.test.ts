import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { llmChainOn } from '../../testing/chain-flows'

const harness = useNodeHarness()

describe('ChatOllama against the fake server', () => {
  it.each([false, true])('ChatOllama calls /api/chat (streaming %s)', async (streaming) => {
    const flow = llmChainOn({
      id: 'm',
      name: 'chatOllama',
      inputs: { baseUrl: harness.openai.origin, modelName: 'llama3.2', streaming, temperature: 0.2 },
    })
    harness.openai.queue({ content: 'hello from llama' })
    const { result, tokens } = await harness.runFlowWithEvents(flow, { question: 'hi' })
    expect(result.text).toBe('hello from llama')
    expect(tokens.join('')).toBe('hello from llama')
    const call = harness.openai.calls.at(-1)
    expect(call?.path).toBe('/api/chat')
    expect(call?.body).toMatchObject({ model: 'llama3.2', options: { temperature: 0.2 } })
  })
})
