/** An edge as the canvas proposes it: a source handle of one node to a target handle of another. */
export type TConnection = {
  readonly source: string
  readonly sourceHandle: string
  readonly target: string
  readonly targetHandle: string
}
