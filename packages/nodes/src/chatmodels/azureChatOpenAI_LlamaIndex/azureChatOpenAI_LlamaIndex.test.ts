import { describe, expect, it } from 'vitest'
import { runFlow } from '@unikflow/engine'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()

describe('AzureChatOpenAI (LlamaIndex)', () => {
  it('AzureChatOpenAI (LlamaIndex) answers in a Simple Chat Engine from the Azure deployment', async () => {
    const flowData = buildFlow([
      {
        id: 'm',
        name: 'azureChatOpenAI_LlamaIndex',
        credential: 'cred-azure',
        inputs: {
          modelName: 'gpt-4o',
          basepath: `${harness.openai.baseUrl}/openai/deployments`,
          maxTokens: 50,
        },
      },
      { id: 'mem', name: 'bufferMemory' },
      {
        id: 'e',
        name: 'simpleChatEngine',
        inputs: { model: '{{m.data.instance}}', memory: '{{mem.data.instance}}' },
      },
    ])
    harness.openai.queue({ content: 'Hi from Azure.' })
    const result = await runFlow({
      chatId: 'li-3',
      flowId: 'f-li3',
      flowData,
      question: 'Hello?',
      services: harness.services(),
    })
    expect(result.text).toBe('Hi from Azure.')
    const call = harness.openai.calls.at(-1)
    expect(call?.path).toContain('/openai/deployments/gpt-35-turbo/chat/completions')
    expect(call?.headers['api-key']).toBe('az-test')
    expect(call?.body).toMatchObject({ max_tokens: 50 })
  })
})
