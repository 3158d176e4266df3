import { describe, expect, it } from 'vitest'
import { findUpsertableNodes } from './find-upsertable-nodes'

const descriptors = {
  textFile: { category: 'Document Loaders' },
  memoryVectorStore: { category: 'Vector Stores' },
  openAIEmbeddings: { category: 'Embeddings' },
  storeSearch: { category: 'Vector Stores', capabilities: { documentStore: true } },
  fileStore: { category: 'Vector Stores', inputs: [{ label: 'File', name: 'file', type: 'file' }] },
} as const
const describeNode = (name: string) =>
  name in descriptors ? descriptors[name as keyof typeof descriptors] : undefined
const node = (id: string, name: string, inputs: Record<string, unknown> = {}) => ({
  id,
  data: { name, inputs },
})
const edge = (target: string, input: string) => ({
  target,
  targetHandle: `${target}-input-${input}-Document`,
})

describe('findUpsertableNodes', () => {
  it('finds vector store nodes with documents connected, by category', () => {
    const nodes = [node('t', 'textFile'), node('v', 'memoryVectorStore'), node('e', 'openAIEmbeddings')]
    expect(findUpsertableNodes({ nodes, edges: [edge('v', 'document')] }, describeNode)).toEqual({
      vectorStoreNodeIds: ['v'],
      documentStoreIds: [],
    })
    expect(
      findUpsertableNodes({ nodes, edges: [edge('v', 'embeddings')] }, describeNode).vectorStoreNodeIds,
    ).toEqual([])
  })

  it('finds vector store nodes with a file chosen in a file input (Vectara’s upload)', () => {
    const nodes = [
      node('f', 'fileStore', { file: 'data:text/plain;base64,eA==,filename:x.txt' }),
      node('g', 'fileStore', { file: ' ' }),
    ]
    expect(findUpsertableNodes({ nodes, edges: [] }, describeNode).vectorStoreNodeIds).toEqual(['f'])
  })

  it('finds the stores chosen on nodes that search a document store, by capability, once each', () => {
    const nodes = [
      node('a', 'storeSearch', { selectedStore: 's-1' }),
      node('b', 'storeSearch', { selectedStore: 's-1' }),
      node('c', 'storeSearch', { selectedStore: ' ' }),
      node('d', 'unknownNode', { selectedStore: 's-2' }),
    ]
    expect(findUpsertableNodes({ nodes, edges: [] }, describeNode)).toEqual({
      vectorStoreNodeIds: [],
      documentStoreIds: ['s-1'],
    })
  })
})
