import type { TNodeData } from '../schema/node-data'
import type { TNodeDescriptor } from '../schema/node-descriptor'
import { buildInputHandles } from './build-input-handles'
import { buildAgentflowOutputs } from './build-agentflow-outputs'
import { buildOutputAnchors } from './build-output-anchors'
import { getDefaultInputs } from './get-default-inputs'

/** A fresh node's `data`, derived entirely from its descriptor. */
export function createNodeData(descriptor: TNodeDescriptor, nodeId: string): TNodeData {
  const { inputParams, inputAnchors } = buildInputHandles(descriptor, nodeId)
  const inputs = getDefaultInputs(descriptor)
  const { outputAnchors, outputs } = descriptor.capabilities?.agentflowV2
    ? buildAgentflowOutputs(descriptor, nodeId, inputs)
    : buildOutputAnchors(descriptor, nodeId)
  return {
    id: nodeId,
    label: descriptor.label,
    version: descriptor.version,
    name: descriptor.name,
    type: descriptor.type,
    baseClasses: [...descriptor.baseClasses],
    ...(descriptor.tags ? { tags: [...descriptor.tags] } : {}),
    category: descriptor.category,
    description: descriptor.description,
    inputParams,
    inputAnchors,
    inputs,
    outputAnchors,
    outputs,
  }
}
