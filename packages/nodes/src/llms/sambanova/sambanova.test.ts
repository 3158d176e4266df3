import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { llmChainOn } from '../../testing/chain-flows'

const harness = useNodeHarness()

describe('Sambanova (completion LLM)', () => {
  it('asks the completions API with the node’s model and the credential’s key', async () => {
    harness.openai.queue({ content: 'sambanova answer' })
    const services = harness.services({
      credentials: { 'cred-sn': { sambanovaApiKey: 'sn-key', basePath: harness.openai.baseUrl } },
    })
    const flow = llmChainOn({
      id: 'm',
      name: 'sambanova',
      credential: 'cred-sn',
      inputs: { modelName: 'Meta-Llama-3.1-8B-Instruct' },
    })
    const result = await harness.runFlow(flow, { question: 'hi', services })
    expect(result.text).toBe('sambanova answer')
    const call = harness.openai.calls.at(-1)
    expect(call?.path).toBe('/v1/completions')
    expect(call?.headers.authorization).toBe('Bearer sn-key')
    expect(call?.body).toMatchObject({ model: 'Meta-Llama-3.1-8B-Instruct', prompt: ['Say hi'] })
  })
})
