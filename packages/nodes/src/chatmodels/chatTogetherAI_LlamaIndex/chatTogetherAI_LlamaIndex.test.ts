import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()

describe('ChatTogetherAI (LlamaIndex)', () => {
  it('runs as the TogetherAI node: a Simple Chat Engine asks Together AI’s API with the key', async () => {
    const services = harness.services({
      credentials: { tg: { togetherAIApiKey: 'tg-llama', basePath: harness.openai.baseUrl } },
    })
    harness.openai.queue({ content: 'engine answer' })
    const result = await harness.runFlow(
      [
        {
          id: 'm',
          name: 'chatTogetherAI_LlamaIndex',
          credential: 'tg',
          inputs: { modelName: 'mixtral', temperature: 0.3 },
        },
        { id: 'mem', name: 'bufferMemory' },
        {
          id: 'e',
          name: 'simpleChatEngine',
          inputs: { model: '{{m.data.instance}}', memory: '{{mem.data.instance}}' },
        },
      ],
      { question: 'hi', services },
    )
    expect(result.text).toBe('engine answer')
    expect(harness.openai.calls.at(-1)?.headers.authorization).toBe('Bearer tg-llama')
    expect(harness.openai.calls.at(-1)?.body).toMatchObject({ model: 'mixtral', temperature: 0.3 })
  })
})
