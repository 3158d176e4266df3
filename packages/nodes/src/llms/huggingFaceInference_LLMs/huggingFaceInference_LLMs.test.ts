import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { llmChainOn } from '../../testing/chain-flows'

const harness = useNodeHarness()

describe('HuggingFace Inference', () => {
  it('HuggingFace Inference calls the endpoint’s chat completions with the Model input', async () => {
    harness.openai.queue({ content: 'generated' })
    const model = {
      id: 'm',
      name: 'huggingFaceInference_LLMs',
      credential: 'cred-hf',
      inputs: { model: 'gpt2', endpoint: harness.openai.origin, maxTokens: 20 },
    }
    const result = await harness.runFlow(llmChainOn(model), { question: 'hi' })
    expect(result.text).toBe('generated')
    expect(harness.openai.calls.at(-1)).toMatchObject({
      path: '/v1/chat/completions',
      body: { model: 'gpt2', max_tokens: 20 },
    })
    expect(harness.openai.calls.at(-1)?.headers.authorization).toBe('Bearer hf-test')
  })
})
