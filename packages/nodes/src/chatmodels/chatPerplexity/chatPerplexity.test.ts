import { describe, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { expectAsksOpenAICompatible } from '../../testing/openai-compatible-chat'

const harness = useNodeHarness()

describe('Perplexity', () => {
  it('asks the Sonar model of its Model Name input with Top K in the body', () =>
    expectAsksOpenAICompatible(harness, {
      node: 'chatPerplexity',
      credential: (baseUrl) => ({ perplexityApiKey: 'key-chatPerplexity', basePath: baseUrl }),
      inputs: () => ({ model: 'sonar-pro', topK: 5, topP: 0.8 }),
      body: { model: 'sonar-pro', top_k: 5, top_p: 0.8 },
    }))
})
