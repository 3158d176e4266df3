import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { handbookStore } from '../../testing/handbook-store'

const harness = useNodeHarness()

describe('VectorStore To Document', () => {
  it('answers what the store finds for the question, as documents or as text', async () => {
    const vectorStore = await handbookStore(harness, 'vectorStore')
    const docs = await harness.supply('vectorStoreToDocument', {
      inputs: { vectorStore },
      output: 'document',
      question: 'When are refunds paid?',
    })
    expect(Array.isArray(docs) && docs[0]).toMatchObject({
      pageContent: 'Refunds are paid within 14 days of the return.',
      metadata: { source: 'page-1', score: expect.any(Number) },
    })
    const text = await harness.supply('vectorStoreToDocument', {
      inputs: { vectorStore, query: 'When are refunds paid?', minScore: 100 },
      output: 'text',
      question: 'unrelated',
    })
    expect(text).toBe('')
  })

  it("returns as many documents as the store node's Top K", async () => {
    const one = await harness.supply('vectorStoreToDocument', {
      inputs: { vectorStore: await handbookStore(harness, 'vectorStore', 1) },
      output: 'document',
      question: 'refunds',
    })
    expect(Array.isArray(one) && one.length).toBe(1)
    const all = await harness.supply('vectorStoreToDocument', {
      inputs: { vectorStore: await handbookStore(harness, 'vectorStore', 10) },
      output: 'document',
      question: 'refunds',
    })
    expect(Array.isArray(all) && all.length).toBe(4)
  })
})
