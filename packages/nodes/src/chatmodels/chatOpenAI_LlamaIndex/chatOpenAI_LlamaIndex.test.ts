import { describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()

describe('ChatOpenAI (LlamaIndex)', () => {
  it('answers in a Simple Chat Engine from its model, with its key and settings', async () => {
    const flow = buildFlow([
      {
        id: 'm',
        name: 'chatOpenAI_LlamaIndex',
        credential: 'cred-openai',
        inputs: { modelName: 'gpt-4o', temperature: 0.1 },
      },
      { id: 'mem', name: 'bufferMemory' },
      {
        id: 'e',
        name: 'simpleChatEngine',
        inputs: { model: '{{m.data.instance}}', memory: '{{mem.data.instance}}' },
      },
    ])
    harness.openai.queue({ content: 'Hi from chatOpenAI_LlamaIndex.' })
    const result = await harness.runFlow(flow, { question: 'Hello?', chatId: 'li' })
    expect(result.text).toBe('Hi from chatOpenAI_LlamaIndex.')
    const call = harness.openai.calls.at(-1)
    expect(call?.path).toBe('/v1/chat/completions')
    expect(call?.headers.authorization).toBe('Bearer sk-test')
    expect(call?.body).toMatchObject({
      model: 'gpt-4o',
      temperature: 0.1,
      messages: [{ role: 'user', content: 'Hello?' }],
    })
  })
})
