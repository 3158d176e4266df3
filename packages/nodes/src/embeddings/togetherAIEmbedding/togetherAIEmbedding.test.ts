import { describe, expect, it } from 'vitest'
import type { Embeddings } from '@langchain/core/embeddings'
import { useNodeHarness } from '@unikflow/engine/testing'
import { fakeEmbedding } from '@unikflow/testkit'

const harness = useNodeHarness()

describe('TogetherAI Embedding', () => {
  it('embeds documents and queries with the model it names', async () => {
    const embeddings = (await harness.supply('togetherAIEmbedding', {
      credential: { togetherAIApiKey: 'key-togetherAIEmbedding', basePath: harness.openai.baseUrl },
      inputs: { modelName: 'BAAI/bge-large-en-v1.5' },
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
    expect(call?.headers.authorization).toBe('Bearer key-togetherAIEmbedding')
    expect(call?.body).toMatchObject({ model: 'BAAI/bge-large-en-v1.5', input: ['when are refunds paid?'] })
  })
})
