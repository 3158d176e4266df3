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
})
