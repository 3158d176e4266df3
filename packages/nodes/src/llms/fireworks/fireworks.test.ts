import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { llmChainOn } from '../../testing/chain-flows'

const harness = useNodeHarness()

describe('Fireworks (completion LLM)', () => {
  it('asks the completions API of the credential’s base with its key and the default model', async () => {
    harness.openai.queue({ content: 'fireworks says hi' })
    const services = harness.services({
      credentials: { 'cred-fw': { fireworksApiKey: 'fw-key', basePath: harness.openai.baseUrl } },
    })
    const flow = llmChainOn({ id: 'm', name: 'fireworks', credential: 'cred-fw', inputs: {} })
    const result = await harness.runFlow(flow, { question: 'hi', services })
    expect(result.text).toBe('fireworks says hi')
    const call = harness.openai.calls.at(-1)
    expect(call?.path).toBe('/v1/completions')
    expect(call?.headers.authorization).toBe('Bearer fw-key')
    expect(call?.body).toMatchObject({
      model: 'accounts/fireworks/models/llama-v3-70b-instruct-hf',
      prompt: ['Say hi'],
    })
    expect(result.trace.usage).toEqual([
      {
        nodeId: 'm',
        model: 'accounts/fireworks/models/llama-v3-70b-instruct-hf',
        inputTokens: 10,
        outputTokens: 5,
      },
    ])
  })
})
