import { describe, expect, it } from 'vitest'
import type { Embeddings } from '@langchain/core/embeddings'
import { useNodeHarness } from '@unikflow/engine/testing'
import { fakeEmbedding } from '@unikflow/testkit'

const harness = useNodeHarness()

describe('OpenAI Custom Embedding', () => {
  it('asks its Base Path for base64 vectors of the dimensions given and decodes them', async () => {
    const embeddings = (await harness.supply('openAIEmbeddingsCustom', {
      credential: { openAIApiKey: 'key-openAIEmbeddingsCustom' },
      inputs: {
        basepath: harness.openai.baseUrl,
        modelName: 'my-embedder',
        dimensions: 8,
        encodingFormat: 'base64',
      },
    })) as Embeddings
    // base64 carries float32 values: the vectors come back at that precision.
    const float32 = (text: string) => fakeEmbedding(text).map(Math.fround)
    expect(await embeddings.embedDocuments(['refunds in 14 days', 'gift cards'])).toEqual([
      float32('refunds in 14 days'),
      float32('gift cards'),
    ])
    expect(await embeddings.embedQuery('when are refunds paid?')).toEqual(float32('when are refunds paid?'))
    const call = harness.openai.calls.at(-1)
    expect(call?.path).toBe('/v1/embeddings')
    expect(call?.headers.authorization).toBe('Bearer key-openAIEmbeddingsCustom')
    expect(call?.body).toMatchObject({ model: 'my-embedder', dimensions: 8, encoding_format: 'base64' })
  })
})
