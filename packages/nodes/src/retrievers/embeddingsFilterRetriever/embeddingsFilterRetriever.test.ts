import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { contents, HANDBOOK, handbookStore } from '../../testing/handbook-store'

const harness = useNodeHarness()

describe('Embeddings Filter Retriever', () => {
  it('drops the documents found whose embeddings are below the similarity threshold', async () => {
    const baseRetriever = await handbookStore(harness, 'retriever', 4)
    const embeddings = await harness.supply('localHashEmbeddings', { inputs: { dimensions: 256 } })
    const docs = await harness.supply('embeddingsFilterRetriever', {
      inputs: { baseRetriever, embeddings, similarityThreshold: 0.99 },
      output: 'document',
      question: HANDBOOK[3],
    })
    expect(contents(docs)).toEqual([HANDBOOK[3]])
    const loose = await harness.supply('embeddingsFilterRetriever', {
      inputs: { baseRetriever, embeddings, similarityThreshold: -1, k: 2 },
      output: 'document',
      question: HANDBOOK[3],
    })
    expect(contents(loose)).toHaveLength(2)
    expect(contents(loose)[0]).toBe(HANDBOOK[3])
  })
})
