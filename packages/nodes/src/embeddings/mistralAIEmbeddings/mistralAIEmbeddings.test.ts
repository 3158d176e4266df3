import { describe, expect, it } from 'vitest'
import type { Embeddings } from '@langchain/core/embeddings'
import { useNodeHarness } from '@unikflow/engine/testing'
import { fakeEmbedding } from '@unikflow/testkit'

const harness = useNodeHarness()

describe('MistralAI Embedding', () => {
  it('embeds at the Override Endpoint with new lines stripped', async () => {
    const embeddings = (await harness.supply('mistralAIEmbeddings', {
      credential: { mistralAIAPIKey: 'key-mistralAIEmbeddings' },
      inputs: { modelName: 'mistral-embed', overrideEndpoint: new URL(harness.openai.baseUrl).origin },
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
    expect(call?.headers.authorization).toBe('Bearer key-mistralAIEmbeddings')
    expect(call?.body).toMatchObject({ model: 'mistral-embed' })
  })
})
