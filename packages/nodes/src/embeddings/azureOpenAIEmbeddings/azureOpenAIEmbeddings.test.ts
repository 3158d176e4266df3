import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'

function isEmbedder(v: unknown): v is { embedQuery(text: string): Promise<number[]> } {
  return typeof v === 'object' && v !== null && 'embedQuery' in v
}

const harness = useNodeHarness()

describe('Azure OpenAI Embeddings', () => {
  it('Azure OpenAI Embeddings call the deployment with the api-key header', async () => {
    const embeddings = await harness.supply('azureOpenAIEmbeddings', {
      credential: 'cred-azure',
      inputs: {
        basepath: `${harness.openai.baseUrl}/openai/deployments`,
        baseOptions: '{"x-team": "search"}',
      },
    })
    if (!isEmbedder(embeddings)) throw new Error('no embeddings supplied')
    expect(await embeddings.embedQuery('hello')).toHaveLength(8)
    const call = harness.openai.calls.at(-1)
    expect(call?.path).toMatch(/\/openai\/deployments\/gpt-35-turbo\/embeddings/)
    expect(call?.headers['api-key']).toBe('az-test')
    // BaseOptions (version 2) are headers of every request.
    expect(call?.headers['x-team']).toBe('search')
  })
})
