import { describe, expect, it } from 'vitest'
import type { Embeddings } from '@langchain/core/embeddings'
import { useNodeHarness } from '@unikflow/engine/testing'
import { fakeEmbedding } from '@unikflow/testkit'

const harness = useNodeHarness()

describe('VoyageAI Embedding', () => {
  it('posts to the endpoint of its credential with the input type of each call', async () => {
    const embeddings = (await harness.supply('voyageAIEmbeddings', {
      credential: { apiKey: 'key-voyageAIEmbeddings', endpoint: `${harness.openai.baseUrl}/embeddings` },
      inputs: { modelName: 'voyage-3' },
    })) as Embeddings
    expect(await embeddings.embedDocuments(['refunds in 14 days', 'gift cards'])).toEqual([
      fakeEmbedding('refunds in 14 days'),
      fakeEmbedding('gift cards'),
    ])
    expect(await embeddings.embedQuery('when are refunds paid?')).toEqual(
      fakeEmbedding('when are refunds paid?'),
    )
    const call = harness.openai.calls.at(-1)
    expect(call?.path).toBe('/v1/embeddings')
    expect(call?.headers.authorization).toBe('Bearer key-voyageAIEmbeddings')
    expect(call?.body).toMatchObject({ model: 'voyage-3', input_type: 'query' })
  })
})
