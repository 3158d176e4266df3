import { describe, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { expectAsksOpenAICompatible } from '../../testing/openai-compatible-chat'

const harness = useNodeHarness()

describe('SambaNova', () => {
  it('asks its default model through the base path kept with the key', () =>
    expectAsksOpenAICompatible(harness, {
      node: 'chatSambanova',
      credential: (baseUrl) => ({ sambanovaApiKey: 'key-chatSambanova', basePath: baseUrl }),
      inputs: () => ({ temperature: 0.1 }),
      body: { model: 'Meta-Llama-3.3-70B-Instruct', temperature: 0.1 },
    }))
})
