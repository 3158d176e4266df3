import { describe, expect, it } from 'vitest'
import { Embeddings } from '@langchain/core/embeddings'
import { useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()

describe('OpenAI Embedding (LlamaIndex)', () => {
  it('embeds at OpenAI with its model and the credential key, as OpenAI Embeddings does', async () => {
    const model = await harness.supply('openAIEmbedding_LlamaIndex', {
      credential: 'cred-openai',
      inputs: { modelName: 'text-embedding-3-large' },
    })
    if (!(model instanceof Embeddings)) throw new Error('not embeddings')
    const vector = await model.embedQuery('cats purr')
    expect(vector.length).toBeGreaterThan(0)
    const call = harness.openai.calls.at(-1)
    expect(call?.path).toBe('/v1/embeddings')
    expect(call?.headers.authorization).toBe('Bearer sk-test')
    expect(call?.body).toMatchObject({ model: 'text-embedding-3-large', input: 'cats purr' })
  })
})
