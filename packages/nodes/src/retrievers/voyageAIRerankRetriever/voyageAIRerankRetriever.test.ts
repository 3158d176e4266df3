import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { HANDBOOK } from '../../testing/handbook-store'
import { rerankHandbook, useRerankApis } from '../../testing/rerank-case'

const harness = useNodeHarness()
const apis = useRerankApis()

describe('Voyage AI Rerank Retriever', () => {
  it('puts the documents of the vector store in the order the rerank API gives, with their scores', async () => {
    const question = 'Can gift cards be used online?'
    const docs = await rerankHandbook(harness, 'voyageAIRerankRetriever', {
      credential: { apiKey: 'co-key', endpoint: `${apis.url}/voyage/v1/embeddings` },
      inputs: { model: 'rerank-2', topK: 1 },
      question,
    })
    expect(docs.map((d) => d.pageContent)).toEqual([HANDBOOK[1]])
    expect(docs[0]?.metadata).toMatchObject({ source: 'page-2', relevance_score: 1 })
    const call = apis.calls.at(-1)
    expect(call?.url).toBe('/voyage/v1/rerank')
    expect(call?.headers.authorization).toBe('Bearer co-key')
    expect(call?.body).toMatchObject({ model: 'rerank-2', top_k: 1, query: question })
    expect((call?.body as { documents: string[] }).documents).toHaveLength(4)
  })
})
