import { describe, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { expectAsksOpenAICompatible } from '../../testing/openai-compatible-chat'

const harness = useNodeHarness()

describe('OpenAI Custom Model', () => {
  it('asks the fine-tuned model at its Base Path with the OpenAI key', () =>
    expectAsksOpenAICompatible(harness, {
      node: 'chatOpenAICustom',
      credential: () => ({ openAIApiKey: 'key-chatOpenAICustom' }),
      inputs: (baseUrl) => ({ basepath: baseUrl, modelName: 'ft:gpt-4o-mini:acme:support:1', maxTokens: 20 }),
      body: { model: 'ft:gpt-4o-mini:acme:support:1', max_tokens: 20 },
    }))
})
