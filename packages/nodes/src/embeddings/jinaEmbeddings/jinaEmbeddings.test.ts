import { describe, expect, it } from 'vitest'
import type { Embeddings } from '@langchain/core/embeddings'
import { useNodeHarness } from '@unikflow/engine/testing'
import { fakeEmbedding } from '@unikflow/testkit'

const harness = useNodeHarness()

describe('Jina Embedding', () => {
  it('sends the v3 task of each call, the dimensions and late chunking', async () => {
    const embeddings = (await harness.supply('jinaEmbeddings', {
      credential: { jinaAIAPIKey: 'key-jinaEmbeddings', basePath: harness.openai.baseUrl },
      inputs: { modelName: 'jina-embeddings-v3', modelDimensions: 256, allowLateChunking: true },
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
    expect(call?.headers.authorization).toBe('Bearer key-jinaEmbeddings')
    expect(call?.body).toMatchObject({
      model: 'jina-embeddings-v3',
      dimensions: 256,
      late_chunking: true,
      task: 'retrieval.query',
    })
  })
})
