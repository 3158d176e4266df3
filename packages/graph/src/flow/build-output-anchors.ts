import { joinHandleTypes, makeHandleId } from '../handle-id'
import { HandleDirections } from '../input-kinds'
import type { TOutputAnchor, TOutputOption } from '../schema/output-anchor'
import type { TNodeDescriptor, TOutputDefinition } from '../schema/node-descriptor'

export type TBuiltOutputs = { outputAnchors: TOutputAnchor[]; outputs: Record<string, string> }

/** One `options` anchor grouping several outputs; the first is the default choice. */
export function buildOptionsOutputAnchor(
  nodeId: string,
  outputs: readonly TOutputDefinition[],
): TBuiltOutputs {
  const options: TOutputOption[] = outputs.map((output) => ({
    id: makeHandleId(nodeId, HandleDirections.Output, output.name, joinHandleTypes(output.baseClasses)),
    name: output.name,
    label: output.label,
    description: output.description ?? '',
    type: output.baseClasses.join(' | '),
    ...(output.isAnchor ? { isAnchor: true } : {}),
    ...(output.hidden ? { hidden: true } : {}),
  }))
  const first = outputs[0]
  if (!first) return { outputAnchors: [], outputs: {} }
  return {
    outputAnchors: [
      {
        name: 'output',
        label: 'Output',
        type: 'options',
        description: first.description ?? '',
        options,
        default: first.name,
      },
    ],
    outputs: { output: first.name },
  }
}

/** A node's output anchors: its declared outputs grouped, or one anchor named after the node. */
export function buildOutputAnchors(descriptor: TNodeDescriptor, nodeId: string): TBuiltOutputs {
  if (descriptor.hideOutput) return { outputAnchors: [], outputs: {} }
  if (descriptor.outputs && descriptor.outputs.length > 0)
    return buildOptionsOutputAnchor(nodeId, descriptor.outputs)
  return {
    outputAnchors: [
      {
        id: makeHandleId(
          nodeId,
          HandleDirections.Output,
          descriptor.name,
          joinHandleTypes(descriptor.baseClasses),
        ),
        name: descriptor.name,
        label: descriptor.type,
        description: descriptor.description,
        type: descriptor.baseClasses.join(' | '),
      },
    ],
    outputs: {},
  }
}
