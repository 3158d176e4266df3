import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { llmChainOn } from '../../testing/chain-flows'

const harness = useNodeHarness()

const header = (name: string) => harness.openai.calls.at(-1)?.headers[name]

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
    expect(harness.openai.calls.at(-1)?.path).toBe('/v1/chat/completions')
    expect(header('authorization')).toBe('Bearer gsk-test')
    expect(harness.openai.calls.at(-1)?.body).toMatchObject({
      model: 'llama-3.1-8b-instant',
      temperature: 0.3,
      max_tokens: 64,
      stream: true,
    })
  })
})
