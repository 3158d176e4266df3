import { findUpsertableNodes, type TNodeDescriptor } from '@unikflow/graph'

type FlowShape = Parameters<typeof findUpsertableNodes>[0]

/**
 * A flow can be upserted when a vector store node has documents connected, or a node that searches a
 * document store has one chosen (what the server runs: that store's chunks are embedded).
 */
export function hasUpsertableVectorStore(
  flow: FlowShape,
  descriptors: readonly Pick<TNodeDescriptor, 'name' | 'category' | 'capabilities'>[],
): boolean {
  const byName = new Map(descriptors.map((d) => [d.name, d]))
  const found = findUpsertableNodes(flow, (name) => byName.get(name))
  return found.vectorStoreNodeIds.length > 0 || found.documentStoreIds.length > 0
}
