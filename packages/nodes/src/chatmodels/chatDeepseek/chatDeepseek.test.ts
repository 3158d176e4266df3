import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { llmChainOn } from '../../testing/chain-flows'
import { expectChatCompletionsCall } from '../../testing/openai-compatible-chat'

const harness = useNodeHarness()

describe('Deepseek', () => {
  it('asks the chat completions API with its key, model, stop words and thinking mode', async () => {
    const services = harness.services({
      credentials: { 'cred-ds': { deepseekApiKey: 'ds-test', basePath: harness.openai.baseUrl } },
    })
    const flow = llmChainOn({
      id: 'm',
      name: 'chatDeepseek',
      credential: 'cred-ds',
      inputs: {
        modelName: 'deepseek-reasoner',
        temperature: 0.2,
        stopSequence: 'END, STOP',
        thinking: true,
        baseOptions: { headers: { 'X-Team': 'docs' } },
      },
    })
    harness.openai.queue({ content: 'deep answer' })
    const { result, tokens } = await harness.runFlowWithEvents(flow, { question: 'hi', services })
    expect(result.text).toBe('deep answer')
    expect(tokens.join('')).toBe('deep answer')
    const call = expectChatCompletionsCall(harness, {
      key: 'ds-test',
      body: {
        model: 'deepseek-reasoner',
        temperature: 0.2,
        stop: ['END', 'STOP'],
        thinking: { type: 'enabled' },
      },
    })
    expect(call?.headers['x-team']).toBe('docs')
  })
})
