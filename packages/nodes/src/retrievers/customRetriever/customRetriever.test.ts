import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { handbookStore } from '../../testing/handbook-store'

const harness = useNodeHarness()

describe('Custom Retriever', () => {
  it('writes each document found in its Result Format, with metadata values', async () => {
    const vectorStore = await handbookStore(harness, 'vectorStore')
    const text = await harness.supply('customRetriever', {
      inputs: {
        vectorStore,
        topK: 1,
        resultFormat: '{{context}} [{{ metadata.source }}]{{metadata.missing}}',
      },
      output: 'text',
      question: 'When are refunds paid?',
    })
    expect(text).toBe('Refunds are paid within 14 days of the return. [page-1]')
  })
})
