import { describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import { expectChatCompletionsCall } from '../../testing/openai-compatible-chat'

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
    expectChatCompletionsCall(harness, {
      key: 'sk-test',
      body: {
        model: 'gpt-4o',
        temperature: 0.1,
        messages: [{ role: 'user', content: 'Hello?' }],
      },
    })
  })
})
