import { describe, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { expectAsksOpenAICompatible } from '../../testing/openai-compatible-chat'

const harness = useNodeHarness()

describe('xAI Grok', () => {
  it('asks Grok through the key and base path of its credential', () =>
    expectAsksOpenAICompatible(harness, {
      node: 'chatXAI',
      credential: (baseUrl) => ({ xaiApiKey: 'key-chatXAI', basePath: baseUrl }),
      inputs: () => ({ modelName: 'grok-3', maxTokens: 32 }),
      body: { model: 'grok-3', max_tokens: 32 },
    }))
})
