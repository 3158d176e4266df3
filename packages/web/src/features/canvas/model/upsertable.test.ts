import { describe, expect, it } from 'vitest'
import { hasUpsertableVectorStore } from './upsertable'

const node = (id: string, category: string) => ({ id, data: { category } })
const edge = (target: string, input: string) => ({
  target,
  targetHandle: `${target}-input-${input}-Document`,
})

describe('hasUpsertableVectorStore', () => {
  it('is true only for a vector store node with documents connected', () => {
    const nodes = [node('t', 'Document Loaders'), node('v', 'Vector Stores'), node('e', 'Embeddings')]
    expect(hasUpsertableVectorStore({ nodes, edges: [edge('v', 'document')] })).toBe(true)
    expect(hasUpsertableVectorStore({ nodes, edges: [edge('v', 'embeddings')] })).toBe(false)
    expect(hasUpsertableVectorStore({ nodes: nodes.slice(0, 1), edges: [] })).toBe(false)
  })

  it('is true for a Document Store (Vector) node once a store is chosen', () => {
    const store = (selectedStore: string) => ({
      id: 'd',
      data: { name: 'documentStoreVS', category: 'Vector Stores', inputs: { selectedStore } },
    })
    expect(hasUpsertableVectorStore({ nodes: [store('s-1')], edges: [] })).toBe(true)
    expect(hasUpsertableVectorStore({ nodes: [store('')], edges: [] })).toBe(false)
  })
})
