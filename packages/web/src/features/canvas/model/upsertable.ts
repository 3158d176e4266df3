type FlowShape = {
  readonly nodes: readonly { readonly id: string; readonly data: { readonly category?: string } }[]
  readonly edges: readonly { readonly target: string; readonly targetHandle: string }[]
}

/** A flow can be upserted when a vector store node has documents connected (what the server runs). */
export function hasUpsertableVectorStore(flow: FlowShape): boolean {
  return flow.nodes.some(
    (n) =>
      n.data.category === 'Vector Stores' &&
      flow.edges.some((e) => e.target === n.id && e.targetHandle.includes('-input-document-')),
  )
}
