import { describe, expect, it } from 'vitest'
import { runFlow } from '@unikflow/engine'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()

describe('ChatAnthropic (LlamaIndex)', () => {
  it('ChatAnthropic (LlamaIndex) answers in a Simple Chat Engine through the Messages API', async () => {
    const flowData = buildFlow([
      {
        id: 'm',
        name: 'chatAnthropic_LlamaIndex',
        credential: 'cred-anthropic',
        inputs: { modelName: 'claude-3-haiku' },
      },
      { id: 'mem', name: 'bufferMemory' },
      {
        id: 'e',
        name: 'simpleChatEngine',
        inputs: { model: '{{m.data.instance}}', memory: '{{mem.data.instance}}' },
      },
    ])
    harness.openai.queue({ content: 'Hi from Claude.' })
    const result = await runFlow({
      chatId: 'li-2',
      flowId: 'f-li2',
      flowData,
      question: 'Hello?',
      services: harness.services(),
    })
    expect(result.text).toBe('Hi from Claude.')
    expect(harness.openai.calls.at(-1)?.path).toMatch(/\/v1\/messages$/)
    expect((harness.openai.calls.at(-1)?.body as { model: string }).model).toBe('claude-3-haiku')
  })
})
