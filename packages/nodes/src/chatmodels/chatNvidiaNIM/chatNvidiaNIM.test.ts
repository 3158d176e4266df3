import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { llmChainOn } from '../../testing/chain-flows'
import { expectChatCompletionsCall } from '../../testing/openai-compatible-chat'

const harness = useNodeHarness()

describe('Chat NVIDIA NIM', () => {
  it('Chat NVIDIA NIM calls the chat completions API at its Base Path (a local NIM needs no key)', async () => {
    const flow = llmChainOn({
      id: 'm',
      name: 'chatNvidiaNIM',
      inputs: { basePath: harness.openai.baseUrl, modelName: 'meta/llama-3.1-8b-instruct', temperature: 0.1 },
    })
    harness.openai.queue({ content: 'hello from NIM' })
    const result = await harness.runFlow(flow, { question: 'hi' })
    expect(result.text).toBe('hello from NIM')
    expectChatCompletionsCall(harness, { body: { model: 'meta/llama-3.1-8b-instruct', temperature: 0.1 } })
  })
})
