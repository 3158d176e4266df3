import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { llmChainOn } from '../../testing/chain-flows'
import { expectChatCompletionsCall } from '../../testing/openai-compatible-chat'

const harness = useNodeHarness()

describe('GroqChat', () => {
  it('GroqChat sends its key and model to the chat completions API (base path from the credential)', async () => {
    const flow = llmChainOn({
      id: 'm',
      name: 'groqChat',
      credential: 'cred-groq',
      inputs: { modelName: 'llama-3.1-8b-instant', temperature: 0.3, maxTokens: 64 },
    })
    harness.openai.queue({ content: 'hello from groq' })
    const { result, tokens } = await harness.runFlowWithEvents(flow, { question: 'hi' })
    expect(result.text).toBe('hello from groq')
    expect(tokens.join('')).toBe('hello from groq')
    expectChatCompletionsCall(harness, {
      key: 'gsk-test',
      body: { model: 'llama-3.1-8b-instant', temperature: 0.3, max_tokens: 64, stream: true },
    })
  })
})
