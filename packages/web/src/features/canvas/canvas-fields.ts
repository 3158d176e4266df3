// Small pieces of FlowCanvas with no state: how a read-only canvas disables its cards, and xyflow's
// connections as the editor's.
import type { Connection, Edge } from '@xyflow/react'
import type { TConnection } from '@unikflow/graph'

/** Disables every field and button of the cards at once, without a visible frame. */
export const READ_ONLY_FIELDSET = {
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  position: 'absolute',
  inset: 0,
} as const

export function toConnection(c: Connection | Edge): TConnection | undefined {
  if (!c.sourceHandle || !c.targetHandle) return undefined
  return { source: c.source, sourceHandle: c.sourceHandle, target: c.target, targetHandle: c.targetHandle }
}
