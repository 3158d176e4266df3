import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Embeddings } from '@langchain/core/embeddings'
import { useNodeHarness } from '@unikflow/engine/testing'
import { fakeEmbedding, startFakeRerankApis, type FakeRerankApis } from '@unikflow/testkit'

const harness = useNodeHarness()
let cohere: FakeRerankApis
beforeAll(async () => {
  cohere = await startFakeRerankApis()
})
afterAll(() => cohere.close())

describe('Cohere Embedding', () => {
  it("embeds through Cohere's embed API with the model and input type chosen", async () => {
    const embeddings = (await harness.supply('cohereEmbeddings', {
      credential: { cohereApiKey: 'co-key', basePath: `${cohere.url}/cohere` },
      inputs: { modelName: 'embed-english-v3.0', inputType: 'search_document' },
      services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
    })) as Embeddings
    expect(await embeddings.embedDocuments(['refunds in 14 days', 'gift cards'])).toEqual([
      fakeEmbedding('refunds in 14 days'),
      fakeEmbedding('gift cards'),
    ])
    const call = cohere.calls.at(-1)
    expect(call?.url).toBe('/cohere/v1/embed')
    expect(call?.headers.authorization).toBe('Bearer co-key')
    expect(call?.body).toMatchObject({
      model: 'embed-english-v3.0',
      input_type: 'search_document',
      texts: ['refunds in 14 days', 'gift cards'],
    })
  })

  it('fails naming Cohere and the status when the key is refused', async () => {
    const embeddings = (await harness.supply('cohereEmbeddings', {
      credential: { cohereApiKey: '', basePath: `${cohere.url}/cohere` },
      services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
    })) as Embeddings
    await expect(embeddings.embedQuery('hi')).rejects.toThrow(/Cohere embeddings failed: HTTP 401/)
  })
})
