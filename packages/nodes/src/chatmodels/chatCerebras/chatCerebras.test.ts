import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { llmChainOn } from '../../testing/chain-flows'

const harness = useNodeHarness()

describe('Cerebras', () => {
  it('asks its Base Path with the key and the headers of Base Options', async () => {
    const services = harness.services({ credentials: { 'cred-cb': { cerebrasApiKey: 'csk-test' } } })
    const flow = llmChainOn({
      id: 'm',
      name: 'chatCerebras',
      credential: 'cred-cb',
      inputs: {
        modelName: 'llama-3.3-70b',
        basepath: harness.openai.baseUrl,
        frequencyPenalty: 0.5,
        baseOptions: { headers: { 'X-Purpose': 'test' } },
      },
    })
    harness.openai.queue({ content: 'fast answer' })
    const { result } = await harness.runFlowWithEvents(flow, { question: 'hi', services })
    expect(result.text).toBe('fast answer')
    const call = harness.openai.calls.at(-1)
    expect(call?.headers.authorization).toBe('Bearer csk-test')
    expect(call?.headers['x-purpose']).toBe('test')
    expect(call?.body).toMatchObject({ model: 'llama-3.3-70b', frequency_penalty: 0.5 })
  })
})
