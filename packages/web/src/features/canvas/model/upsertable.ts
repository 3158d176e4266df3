type FlowShape = {
  readonly nodes: readonly {
    readonly id: string
    readonly data: {
      readonly name?: string
      readonly category?: string
      readonly inputs?: Readonly<Record<string, unknown>>
    }
  }[]
  readonly edges: readonly { readonly target: string; readonly targetHandle: string }[]
}

/**
 * A flow can be upserted when a vector store node has documents connected, or a Document Store (Vector)
 * node has a store chosen (what the server runs: that store's chunks are embedded).
 */
export function hasUpsertableVectorStore(flow: FlowShape): boolean {
  return flow.nodes.some(
    (n) =>
      (n.data.category === 'Vector Stores' &&
        flow.edges.some((e) => e.target === n.id && e.targetHandle.includes('-input-document-'))) ||
      (n.data.name === 'documentStoreVS' &&
        typeof n.data.inputs?.selectedStore === 'string' &&
        n.data.inputs.selectedStore.trim() !== ''),
  )
}
