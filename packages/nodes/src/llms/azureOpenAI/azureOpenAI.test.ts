import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { llmChainOn } from '../../testing/chain-flows'

const harness = useNodeHarness()

describe('Azure OpenAI (completion LLM)', () => {
  it('asks the credential’s deployment under the Base Path, with the api-key header and version', async () => {
    harness.openai.queue({ content: 'azure completion' })
    const flow = llmChainOn({
      id: 'm',
      name: 'azureOpenAI',
      credential: 'cred-azure',
      inputs: {
        modelName: 'gpt-35-turbo-instruct',
        temperature: 0.2,
        bestOf: 2,
        basepath: `${harness.openai.baseUrl}/openai/deployments`,
      },
    })
    const result = await harness.runFlow(flow, { question: 'hi' })
    expect(result.text).toBe('azure completion')
    const call = harness.openai.calls.at(-1)
    // cred-azure names the deployment gpt-35-turbo; Azure routes by deployment, not by model.
    expect(call?.path).toBe('/v1/openai/deployments/gpt-35-turbo/completions')
    expect(call?.headers['api-key']).toBe('az-test')
    expect(call?.body).toMatchObject({ prompt: ['Say hi'], temperature: 0.2, best_of: 2 })
  })
})
