import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()

describe('ChatGroq (LlamaIndex)', () => {
  it('runs as the GroqChat node: a Simple Chat Engine asks Groq with the key and Max Tokens', async () => {
    harness.openai.queue({ content: 'groq engine' })
    const result = await harness.runFlow(
      [
        {
          id: 'm',
          name: 'chatGroq_LlamaIndex',
          credential: 'cred-groq',
          inputs: { modelName: 'llama-3.1-8b-instant', maxTokens: 12 },
        },
        { id: 'mem', name: 'bufferMemory' },
        {
          id: 'e',
          name: 'simpleChatEngine',
          inputs: { model: '{{m.data.instance}}', memory: '{{mem.data.instance}}' },
        },
      ],
      { question: 'hi' },
    )
    expect(result.text).toBe('groq engine')
    expect(harness.openai.calls.at(-1)?.headers.authorization).toBe('Bearer gsk-test')
    expect(harness.openai.calls.at(-1)?.body).toMatchObject({ model: 'llama-3.1-8b-instant', max_tokens: 12 })
  })
})
