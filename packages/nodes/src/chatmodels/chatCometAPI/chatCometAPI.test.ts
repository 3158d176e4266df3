import { describe, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { expectAsksOpenAICompatible } from '../../testing/openai-compatible-chat'

const harness = useNodeHarness()

describe('Comet', () => {
  it('asks its default model with the key kept in its credential', () =>
    expectAsksOpenAICompatible(harness, {
      node: 'chatCometAPI',
      credential: (baseUrl) => ({ cometApiKey: 'key-chatCometAPI', basePath: baseUrl }),
      inputs: () => ({ presencePenalty: 0.3 }),
      body: { model: 'gpt-5-mini', presence_penalty: 0.3 },
    }))
})
