import type { TFlowNode } from '../schema/flow-data'
import type { TNodeDescriptor } from '../schema/node-descriptor'
import { createNodeData } from './create-node-data'
import { getUniqueNodeId } from './get-unique-node-id'
import { getCanvasNodeType } from './node-types'

/** A new node of this type at `position`, with an id unique among `existing`. */
export function createNode(
  descriptor: TNodeDescriptor,
  position: { x: number; y: number },
  existing: readonly Pick<TFlowNode, 'id'>[],
): TFlowNode {
  const id = getUniqueNodeId(descriptor.name, existing)
  return {
    id,
    type: getCanvasNodeType(descriptor),
    position: { ...position },
    data: createNodeData(descriptor, id),
  }
}
