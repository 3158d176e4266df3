import type { TNodeDescriptor } from '../schema/node-descriptor'

type TFlowShape = {
  readonly nodes: readonly {
    readonly id: string
    readonly data: { readonly name?: string; readonly inputs?: Readonly<Record<string, unknown>> }
  }[]
  readonly edges: readonly { readonly target: string; readonly targetHandle: string }[]
}

type TDescribe = (
  name: string,
) => (Pick<TNodeDescriptor, 'category' | 'capabilities'> & { inputs?: TNodeDescriptor['inputs'] }) | undefined

export interface TUpsertableNodes {
  /** Vector store nodes with documents connected (or a file in a file input): an upsert runs the flow up to each. */
  readonly vectorStoreNodeIds: string[]
  /** Document stores chosen on nodes that search one (`capabilities.documentStore`): their chunks are embedded. */
  readonly documentStoreIds: string[]
}

/** A file chosen in one of the node's file inputs (Vectara uploads its File input on an upsert). */
function hasFile(
  params: TNodeDescriptor['inputs'] | undefined,
  values: Readonly<Record<string, unknown>> = {},
) {
  return (params ?? []).some((p) => {
    const value = values[p.name]
    return p.type === 'file' && typeof value === 'string' && value.trim() !== ''
  })
}

/**
 * What a flow's upsert writes, told by descriptors (category and capabilities), not node names: the server
 * runs it, the canvas offers the Upsert button when it finds anything.
 */
export function findUpsertableNodes(flow: TFlowShape, describe: TDescribe): TUpsertableNodes {
  const vectorStoreNodeIds: string[] = []
  const documentStoreIds = new Set<string>()
  for (const node of flow.nodes) {
    const descriptor = describe(node.data.name ?? '')
    if (descriptor?.capabilities?.documentStore) {
      const store = node.data.inputs?.selectedStore
      if (typeof store === 'string' && store.trim() !== '') documentStoreIds.add(store)
    } else if (
      descriptor?.category === 'Vector Stores' &&
      (flow.edges.some((e) => e.target === node.id && e.targetHandle.includes('-input-document-')) ||
        hasFile(descriptor.inputs, node.data.inputs))
    )
      vectorStoreNodeIds.push(node.id)
  }
  return { vectorStoreNodeIds, documentStoreIds: [...documentStoreIds] }
}
