import { beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { warmNodeRuntimes } from '../../runtimes'
import { expectChatCompletionsCall } from '../../testing/openai-compatible-chat'

const harness = useNodeHarness()

// The Mistral SDK is hundreds of modules: loaded in the hook, so the test's time is the run's.
beforeAll(() => warmNodeRuntimes(['chatMistralAI', 'simpleChatEngine']))

describe('ChatMistral (LlamaIndex)', () => {
  it('runs as the ChatMistralAI node: a Simple Chat Engine asks Mistral with the key and Max Tokens', async () => {
    const services = harness.services({ credentials: { 'cred-m': { mistralAIAPIKey: 'm-test' } } })
    harness.openai.queue({ content: 'mistral engine' })
    const { result } = await harness.runFlowWithEvents(
      [
        {
          id: 'm',
          name: 'chatMistral_LlamaIndex',
          credential: 'cred-m',
          inputs: {
            modelName: 'mistral-small-latest',
            temperature: 0.2,
            maxTokensToSample: 12,
            topP: 0.5,
            // Not one of this node's inputs (Flowise's has none): the ChatMistralAI runtime it runs as reads it.
            overrideEndpoint: new URL(harness.openai.baseUrl).origin,
          },
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
    expect(result.text).toBe('mistral engine')
    expectChatCompletionsCall(harness, {
      key: 'm-test',
      body: {
        model: 'mistral-small-latest',
        temperature: 0.2,
        max_tokens: 12,
        top_p: 0.5,
      },
    })
  })
})
