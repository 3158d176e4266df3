import { clone } from '../clone'
import { isPlaceholder } from '../node-reference'
import type { TInputParam } from '../schema/input-param'
import type { TOutputAnchor } from '../schema/output-anchor'
import type { TFlowData, TFlowNode } from '../schema/flow-data'
import { getUniqueNodeId } from '../flow/get-unique-node-id'
import type { TFlowChange } from './flow-change'

/** Horizontal distance between a node and its copy (docs/product.md#limits-and-constants). */
export const DUPLICATE_OFFSET_X = 400

function reId(id: string | undefined, from: string, to: string): string | undefined {
  return id !== undefined && id.startsWith(from + '-') ? to + id.slice(from.length) : id
}

function reIdInput(input: TInputParam, from: string, to: string): TInputParam {
  return input.id === undefined ? input : { ...input, id: reId(input.id, from, to) }
}

function reIdOutput(anchor: TOutputAnchor, from: string, to: string): TOutputAnchor {
  if ('options' in anchor && Array.isArray(anchor.options)) {
    return { ...anchor, options: anchor.options.map((o) => ({ ...o, id: reId(o.id, from, to) ?? o.id })) }
  }
  return { ...anchor, id: reId(anchor.id, from, to) ?? '' }
}

/** Connections belong to the original: a copy starts with its node references emptied. */
function dropReferences(value: unknown): unknown {
  if (isPlaceholder(value)) return ''
  if (Array.isArray(value)) return value.filter((item) => !isPlaceholder(item))
  return value
}

/** Copies a node 400 units to the right under a fresh `${name}_${n}` id, unselected and unconnected. */
export function duplicateNode<F extends TFlowData>(
  flow: F,
  nodeId: string,
): TFlowChange<F> & { readonly nodeId?: string } {
  const original = flow.nodes.find((n) => n.id === nodeId)
  if (!original) return { flow, changed: false }
  const copy = clone(original)
  const id = getUniqueNodeId(copy.data.name, flow.nodes)
  const {
    selected: _selected,
    dragging: _dragging,
    positionAbsolute: _abs,
    measured: _measured,
    ...rest
  } = copy
  const { selected: _dataSelected, ...data } = copy.data
  const duplicated: TFlowNode = {
    ...rest,
    id,
    position: { x: copy.position.x + DUPLICATE_OFFSET_X, y: copy.position.y },
    data: {
      ...data,
      id,
      inputParams: copy.data.inputParams.map((i) => reIdInput(i, nodeId, id)),
      inputAnchors: copy.data.inputAnchors.map((i) => reIdInput(i, nodeId, id)),
      outputAnchors: copy.data.outputAnchors.map((o) => reIdOutput(o, nodeId, id)),
      inputs: Object.fromEntries(Object.entries(copy.data.inputs).map(([k, v]) => [k, dropReferences(v)])),
    },
  }
  return { flow: { ...flow, nodes: [...flow.nodes, duplicated] }, changed: true, nodeId: id }
}
