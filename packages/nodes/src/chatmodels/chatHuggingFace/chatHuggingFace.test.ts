import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { llmChainOn } from '../../testing/chain-flows'
import { expectChatCompletionsCall } from '../../testing/openai-compatible-chat'

const harness = useNodeHarness()

describe('ChatHuggingFace', () => {
  it('ChatHuggingFace sends the Model input to an inference endpoint’s /v1 chat completions', async () => {
    const flow = llmChainOn({
      id: 'm',
      name: 'chatHuggingFace',
      credential: 'cred-hf',
      inputs: {
        model: 'meta-llama/Llama-3.1-8B-Instruct',
        endpoint: harness.openai.origin,
        stop: 'END, STOP',
      },
    })
    harness.openai.queue({ content: 'hugging' })
    const { result } = await harness.runFlowWithEvents(flow, { question: 'hi' })
    expect(result.text).toBe('hugging')
    expectChatCompletionsCall(harness, {
      key: 'hf-test',
      body: { model: 'meta-llama/Llama-3.1-8B-Instruct', stop: ['END', 'STOP'] },
    })
  })
})
