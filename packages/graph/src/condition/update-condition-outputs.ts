import type { TIssue } from '../issue'
import { err, ok, type Result } from '../result'
import type { TFlowData } from '../schema/flow-data'
import { getAllOutputHandles } from '../flow/get-all-output-handles'
import type { TFlowChange } from '../edit/flow-change'
import { buildConditionOutputAnchor } from './build-condition-output-anchor'
import { getConditionOutputNames, type TConditionMode } from './get-condition-output-names'

/** Removes edges leaving `nodeId` through a handle the node no longer has. */
export function removeEdgesWithMissingSourceHandle<F extends TFlowData>(
  flow: F,
  nodeId: string,
): TFlowChange<F> {
  const node = flow.nodes.find((n) => n.id === nodeId)
  if (!node) return { flow, changed: false }
  const handles = new Set(getAllOutputHandles(node.data).map((o) => o.id))
  const edges = flow.edges.filter((e) => e.source !== nodeId || handles.has(e.sourceHandle))
  return edges.length === flow.edges.length
    ? { flow, changed: false }
    : { flow: { ...flow, edges }, changed: true }
}

/**
 * Saves a condition node's conditions: its output anchors become one per outcome (plus `End` in table
 * mode) and edges from outcomes that disappeared are removed.
 */
export function updateConditionOutputs<F extends TFlowData>(
  flow: F,
  nodeId: string,
  value: unknown,
  mode: TConditionMode,
): Result<TFlowChange<F>, TIssue[]> {
  const names = getConditionOutputNames(value, mode)
  if (!names.ok) return err(names.error.map((i) => ({ ...i, nodeId })))
  const { outputAnchors, outputs } = buildConditionOutputAnchor(nodeId, names.value)
  const nodes = flow.nodes.map((n) =>
    n.id === nodeId
      ? { ...n, data: { ...n.data, outputAnchors, outputs: { ...n.data.outputs, ...outputs } } }
      : n,
  )
  const pruned = removeEdgesWithMissingSourceHandle({ ...flow, nodes }, nodeId)
  return ok({ flow: pruned.flow, changed: true })
}
