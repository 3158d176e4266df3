import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Embeddings } from '@langchain/core/embeddings'
import { useNodeHarness } from '@unikflow/engine/testing'
import { fakeEmbedding, startFakeVertex, type TFakeVertex } from '@unikflow/testkit'

const harness = useNodeHarness()
let vertex: TFakeVertex
beforeAll(async () => {
  vertex = await startFakeVertex()
})
afterAll(() => vertex.close())

describe('Google VertexAI Embedding against a Google token and Vertex AI double', () => {
  it('embeds documents and queries with their task types through predict, newlines stripped when asked', async () => {
    const embeddings = (await harness.supply('googlevertexaiEmbeddings', {
      credential: { googleApplicationCredential: vertex.keyJson },
      inputs: {
        modelName: 'text-embedding-005',
        region: 'us-east1',
        stripNewLines: true,
        baseUrl: vertex.url,
      },
      services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
    })) as Embeddings
    expect(await embeddings.embedDocuments(['refunds\nin 14 days', 'gift cards'])).toEqual([
      fakeEmbedding('refunds in 14 days'),
      fakeEmbedding('gift cards'),
    ])
    const documents = vertex.requests.at(-1)
    expect(documents?.url).toBe(
      '/v1/projects/proj-x/locations/us-east1/publishers/google/models/text-embedding-005:predict',
    )
    expect(JSON.parse(documents?.body ?? '{}')).toEqual({
      instances: [
        { content: 'refunds in 14 days', task_type: 'RETRIEVAL_DOCUMENT' },
        { content: 'gift cards', task_type: 'RETRIEVAL_DOCUMENT' },
      ],
    })
    expect(await embeddings.embedQuery('refund?')).toEqual(fakeEmbedding('refund?'))
    expect(JSON.parse(vertex.requests.at(-1)?.body ?? '{}')).toEqual({
      instances: [{ content: 'refund?', task_type: 'RETRIEVAL_QUERY' }],
    })
  })
})
