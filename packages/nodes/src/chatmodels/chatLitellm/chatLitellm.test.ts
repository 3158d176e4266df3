import { describe, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { expectAsksOpenAICompatible } from '../../testing/openai-compatible-chat'

const harness = useNodeHarness()

describe('LiteLLM', () => {
  it('asks the LiteLLM proxy at its Base URL for the model it names', () =>
    expectAsksOpenAICompatible(harness, {
      node: 'chatLitellm',
      credential: () => ({ litellmApiKey: 'key-chatLitellm' }),
      inputs: (baseUrl) => ({ basePath: baseUrl, modelName: 'claude-via-proxy', topP: 0.5 }),
      body: { model: 'claude-via-proxy', top_p: 0.5 },
    }))
})
