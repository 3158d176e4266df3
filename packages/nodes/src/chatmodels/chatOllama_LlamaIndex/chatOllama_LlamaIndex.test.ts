import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()

describe('ChatOllama (LlamaIndex)', () => {
  it('runs as the ChatOllama node: a Simple Chat Engine asks the Ollama server with its options', async () => {
    harness.openai.queue({ content: 'ollama engine' })
    const result = await harness.runFlow(
      [
        {
          id: 'm',
          name: 'chatOllama_LlamaIndex',
          inputs: { baseUrl: harness.openai.origin, modelName: 'llama3', topK: 7, numCtx: 2048 },
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
    expect(result.text).toBe('ollama engine')
    const call = harness.openai.calls.at(-1)
    expect(call?.path).toBe('/api/chat')
    expect(call?.body).toMatchObject({ model: 'llama3', options: { top_k: 7, num_ctx: 2048 } })
  })
})
