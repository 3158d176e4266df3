import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { HANDBOOK } from '../../testing/handbook-store'
import { rerankHandbook, useRerankApis } from '../../testing/rerank-case'

const harness = useNodeHarness()
const apis = useRerankApis()

describe('Jina AI Rerank Retriever', () => {
  it('puts the documents of the vector store in the order the rerank API gives, with their scores', async () => {
    const question = 'Can gift cards be used online?'
    const docs = await rerankHandbook(harness, 'JinaRerankRetriever', {
      credential: { jinaAIAPIKey: 'co-key', basePath: `${apis.url}/jina/v1` },
      inputs: { topN: 1 },
      question,
    })
    expect(docs.map((d) => d.pageContent)).toEqual([HANDBOOK[1]])
    expect(docs[0]?.metadata).toMatchObject({ source: 'page-2', relevance_score: 1 })
    const call = apis.calls.at(-1)
    expect(call?.url).toBe('/jina/v1/rerank')
    expect(call?.headers.authorization).toBe('Bearer co-key')
    expect(call?.body).toMatchObject({
      model: 'jina-reranker-v2-base-multilingual',
      top_n: 1,
      query: question,
    })
    expect((call?.body as { documents: string[] }).documents).toHaveLength(4)
  })
})
