import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import {
  expectAgentUsesTools,
  expectStreamsInChain,
  expectWholeAnswer,
  type TChatModelCase,
} from '../../testing/chat-model-checks'

const harness = useNodeHarness()

const tongyi = (inputs: Record<string, unknown> = {}): TChatModelCase => ({
  model: { id: 'm', name: 'chatAlibabaTongyi', credential: 'cred-ali', inputs },
  services: harness.services({
    credentials: { 'cred-ali': { alibabaApiKey: 'sk-dashscope', basePath: harness.openai.origin } },
  }),
})

describe('ChatAlibabaTongyi against a double of DashScope’s OpenAI-compatible mode', () => {
  it('streams the answer into an LLM Chain, asking with the AlibabaApi key, model and temperature', async () => {
    harness.openai.queue({ content: 'Qwen says hi' })
    await expectStreamsInChain(harness, tongyi({ modelName: 'qwen-max', temperature: 0.4 }), 'Qwen says hi')
    const call = harness.openai.calls.at(-1)
    expect(call?.path).toBe('/compatible-mode/v1/chat/completions')
    expect(call?.headers.authorization).toBe('Bearer sk-dashscope')
    expect(call?.body).toMatchObject({ model: 'qwen-max', temperature: 0.4, stream: true })
  })

  it('answers whole when Streaming is off, asking qwen-plus when no model is named', async () => {
    harness.openai.queue({ content: 'whole answer' })
    await expectWholeAnswer(harness, tongyi(), 'whole answer')
    expect(harness.openai.calls.at(-1)?.body).toMatchObject({ model: 'qwen-plus' })
  })

  it('is the model of a Tool Agent, calling its tools', async () => {
    harness.openai.queue(
      { toolCalls: [{ name: 'calculator', arguments: { input: '6*7' } }] },
      { content: '42' },
    )
    await expectAgentUsesTools(harness, tongyi({ modelName: 'qwen-plus' }))
  })
})
