/** One node's run in an Agentflow v2 execution, as Flowise returns it in `agentFlowExecutedData`. */
export type TExecutedNode = {
  readonly nodeId: string
  readonly nodeLabel: string
  readonly data: {
    readonly name: string
    readonly input: unknown
    readonly output: unknown
    /** The flow state after the node ran. */
    readonly state: Record<string, unknown>
  }
  readonly previousNodeIds: string[]
  /** STOPPED: a Human Input waiting for a person. */
  readonly status: 'FINISHED' | 'STOPPED' | 'ERROR'
  /** Inside an Iteration: which item (from 0). */
  readonly iterationIndex?: number
}
