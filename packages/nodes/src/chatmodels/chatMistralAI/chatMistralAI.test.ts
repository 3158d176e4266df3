import { beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { warmNodeRuntimes } from '../../runtimes'
import { llmChainOn } from '../../testing/chain-flows'
import { expectChatCompletionsCall } from '../../testing/openai-compatible-chat'

const harness = useNodeHarness()

// The Mistral SDK is hundreds of modules: loaded in the hook, so the test's time is the run's.
beforeAll(() => warmNodeRuntimes(['chatMistralAI', 'llmChain']))

describe('ChatMistralAI', () => {
  it('asks the Override Endpoint’s chat completions with the key, the model settings and the seed', async () => {
    const services = harness.services({ credentials: { 'cred-m': { mistralAIAPIKey: 'm-test' } } })
    const flow = llmChainOn({
      id: 'm',
      name: 'chatMistralAI',
      credential: 'cred-m',
      inputs: {
        modelName: 'mistral-small-latest',
        temperature: 0.3,
        maxOutputTokens: 64,
        randomSeed: 7,
        overrideEndpoint: new URL(harness.openai.baseUrl).origin,
      },
    })
    harness.openai.queue({ content: 'bonjour' })
    const { result } = await harness.runFlowWithEvents(flow, { question: 'hello', services })
    expect(result.text).toBe('bonjour')
    expectChatCompletionsCall(harness, {
      key: 'm-test',
      body: {
        model: 'mistral-small-latest',
        temperature: 0.3,
        max_tokens: 64,
        random_seed: 7,
        messages: [{ role: 'user', content: 'Say hello' }],
      },
    })
  })
})
