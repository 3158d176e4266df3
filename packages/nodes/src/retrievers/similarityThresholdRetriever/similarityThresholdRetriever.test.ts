import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { contents, HANDBOOK, handbookStore } from '../../testing/handbook-store'

const harness = useNodeHarness()

describe('Similarity Score Threshold Retriever', () => {
  it('returns only the documents reaching the minimum score, growing K while all found pass', async () => {
    const vectorStore = await handbookStore(harness, 'vectorStore')
    const strict = await harness.supply('similarityThresholdRetriever', {
      inputs: { vectorStore, minSimilarityScore: 99 },
      output: 'document',
      question: HANDBOOK[2],
    })
    expect(contents(strict)).toEqual([HANDBOOK[2]])
    const everything = await harness.supply('similarityThresholdRetriever', {
      inputs: { vectorStore, minSimilarityScore: 0, kIncrement: 1, maxK: 3, query: 'refunds' },
      output: 'document',
    })
    expect(contents(everything)).toHaveLength(3)
    expect(contents(everything)[0]).toBe(HANDBOOK[0])
  })
})
