import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { contents, HANDBOOK, handbookStore } from '../../testing/handbook-store'
import { NamedRetriever } from './named-retriever'

const harness = useNodeHarness()

// How the Multi Retrieval QA Chain routes between these retrievers is tested in chains/multiRetrievalQAChain.
describe('Vector Store Retriever', () => {
  it('names a connected vector store’s retriever, given by its Vector Store or its Retriever output', async () => {
    for (const output of ['vectorStore', 'retriever'] as const) {
      const vectorStore = await handbookStore(harness, output, 1)
      const named = await harness.supply('vectorStoreRetriever', {
        inputs: { vectorStore, name: ' refunds ', description: 'Refund rules' },
      })
      expect(named).toBeInstanceOf(NamedRetriever)
      if (!(named instanceof NamedRetriever)) return
      expect(named).toMatchObject({ name: 'refunds', description: 'Refund rules' })
      expect(contents(await named.retriever.invoke('When are refunds paid?'))[0]).toBe(HANDBOOK[0])
    }
  })

  it('without a vector store connected, says so', async () => {
    await expect(harness.supply('vectorStoreRetriever', { inputs: {} })).rejects.toThrow(
      'connect a vector store',
    )
  })
})
