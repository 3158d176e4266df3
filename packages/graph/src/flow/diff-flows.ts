import type { TFlowData, TFlowNode } from '../schema/flow-data'

export interface TNodeRef {
  id: string
  label: string
}

export interface TParamChange {
  name: string
  /** The input's label as the node declares it (its name when the node does not list it). */
  label: string
  before: unknown
  after: unknown
}

export interface TFlowDiff {
  addedNodes: TNodeRef[]
  removedNodes: TNodeRef[]
  /** Nodes in both whose inputs differ, with each changed input side by side. */
  changedNodes: (TNodeRef & { params: TParamChange[] })[]
  addedEdges: number
  removedEdges: number
}

const ref = (node: TFlowNode): TNodeRef => ({ id: node.id, label: node.data.label || node.data.name })
/** The label of a node's input `name`: the field a person knows, not its key. */
const inputLabel = (node: TFlowNode, name: string): string =>
  [...node.data.inputParams, ...node.data.inputAnchors].find((i) => i.name === name)?.label || name
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const edgeKey = (e: TFlowData['edges'][number]) =>
  `${e.source}|${e.sourceHandle}|${e.target}|${e.targetHandle}`

/** What changed from `before` to `after`: nodes by id, inputs by name, edges by their ends. */
export function diffFlows(before: TFlowData, after: TFlowData): TFlowDiff {
  const old = new Map(before.nodes.map((n) => [n.id, n]))
  const now = new Map(after.nodes.map((n) => [n.id, n]))
  const changedNodes: TFlowDiff['changedNodes'] = []
  for (const node of after.nodes) {
    const prev = old.get(node.id)
    if (!prev) continue
    const names = new Set([...Object.keys(prev.data.inputs), ...Object.keys(node.data.inputs)])
    const params = [...names]
      .filter((name) => !same(prev.data.inputs[name], node.data.inputs[name]))
      .map((name) => ({
        name,
        label: inputLabel(node, name) === name ? inputLabel(prev, name) : inputLabel(node, name),
        before: prev.data.inputs[name],
        after: node.data.inputs[name],
      }))
    if (params.length) changedNodes.push({ ...ref(node), params })
  }
  const oldEdges = new Set(before.edges.map(edgeKey))
  const newEdges = new Set(after.edges.map(edgeKey))
  return {
    addedNodes: after.nodes.filter((n) => !old.has(n.id)).map(ref),
    removedNodes: before.nodes.filter((n) => !now.has(n.id)).map(ref),
    changedNodes,
    addedEdges: [...newEdges].filter((k) => !oldEdges.has(k)).length,
    removedEdges: [...oldEdges].filter((k) => !newEdges.has(k)).length,
  }
}
