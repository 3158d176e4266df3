import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { llmChainOn } from '../../testing/chain-flows'

const harness = useNodeHarness()
const services = () =>
  harness.services({
    credentials: { 'cred-tg': { togetherAIApiKey: 'tg-key', basePath: harness.openai.baseUrl } },
  })

describe('TogetherAI (completion LLM)', () => {
  it('sends its sampling inputs, Top K and Repeat Penalty included, to the completions API', async () => {
    harness.openai.queue({ content: 'together answer' })
    const flow = llmChainOn({
      id: 'm',
      name: 'togetherAI',
      credential: 'cred-tg',
      inputs: {
        modelName: 'mistralai/Mixtral-8x7B-v0.1',
        topK: 40,
        topP: 0.8,
        temperature: 0.3,
        repeatPenalty: 1.2,
        maxTokens: 50,
        stop: 'END, STOP',
      },
    })
    const result = await harness.runFlow(flow, { question: 'hi', services: services() })
    expect(result.text).toBe('together answer')
    const call = harness.openai.calls.at(-1)
    expect(call?.path).toBe('/v1/completions')
    expect(call?.headers.authorization).toBe('Bearer tg-key')
    expect(call?.body).toMatchObject({
      model: 'mistralai/Mixtral-8x7B-v0.1',
      prompt: ['Say hi'],
      top_k: 40,
      top_p: 0.8,
      temperature: 0.3,
      repetition_penalty: 1.2,
      max_tokens: 50,
      stop: ['END', 'STOP'],
    })
  })

  it('stops the run naming the missing model', async () => {
    const flow = llmChainOn({ id: 'm', name: 'togetherAI', credential: 'cred-tg', inputs: {} })
    await expect(harness.runFlow(flow, { question: 'hi', services: services() })).rejects.toThrow(
      /Model Name is required/,
    )
  })
})
