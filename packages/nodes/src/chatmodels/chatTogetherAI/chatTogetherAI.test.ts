import { describe, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { expectAsksOpenAICompatible } from '../../testing/openai-compatible-chat'

const harness = useNodeHarness()

describe('TogetherAI', () => {
  it('asks the model it names with its key', () =>
    expectAsksOpenAICompatible(harness, {
      node: 'chatTogetherAI',
      credential: (baseUrl) => ({ togetherAIApiKey: 'key-chatTogetherAI', basePath: baseUrl }),
      inputs: () => ({ modelName: 'meta-llama/Llama-3.3-70B-Instruct-Turbo', temperature: 0.4 }),
      body: { model: 'meta-llama/Llama-3.3-70B-Instruct-Turbo', temperature: 0.4, stream: true },
    }))
})
