import { describe, expect, it } from 'vitest'
import { BaseRetriever } from '@langchain/core/retrievers'
import { VectorStore } from '@langchain/core/vectorstores'
import { useNodeHarness } from '@unikflow/engine/testing'
import { contents, HANDBOOK, handbookStore } from '../../testing/handbook-store'

const harness = useNodeHarness()

describe('In-Memory Vector Store', () => {
  it('as a retriever, finds the Top K passages nearest the question', async () => {
    const retriever = await handbookStore(harness, 'retriever', 1)
    if (!(retriever instanceof BaseRetriever)) throw new Error('not a retriever')
    expect(contents(await retriever.invoke('When are refunds paid?'))).toEqual([HANDBOOK[0]])
    const wider = await handbookStore(harness, 'retriever', 3)
    if (!(wider instanceof BaseRetriever)) throw new Error('not a retriever')
    expect(await wider.invoke('gift cards')).toHaveLength(3)
  })

  it('as a vector store, holds every document connected with its metadata', async () => {
    const store = await handbookStore(harness, 'vectorStore')
    if (!(store instanceof VectorStore)) throw new Error('not a vector store')
    const found = await store.similaritySearch('shipping to Europe', 4)
    expect(contents(found).sort()).toEqual([...HANDBOOK].sort())
    expect(found[0]).toMatchObject({ pageContent: HANDBOOK[2], metadata: { source: 'page-3' } })
  })
})
