import { describe, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { expectAsksOpenAICompatible } from '../../testing/openai-compatible-chat'

const harness = useNodeHarness()

describe('Fireworks AI', () => {
  it('asks its default model when none is named, without streaming when told so', () =>
    expectAsksOpenAICompatible(harness, {
      node: 'chatFireworks',
      credential: (baseUrl) => ({ fireworksApiKey: 'key-chatFireworks', basePath: baseUrl }),
      inputs: () => ({ streaming: false }),
      body: { model: 'accounts/fireworks/models/llama-v3p1-8b-instruct' },
    }))
})
