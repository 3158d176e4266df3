import type { TOutputOption } from '../schema/output-anchor'
import type { TNodeDescriptor, TNodeInputs } from '../schema/node-descriptor'
import type { TBuiltOutputs } from './build-output-anchors'

/** How many outputs an Agentflow v2 node offers with these inputs; undefined: one, named after the node. */
function outputCount(descriptor: TNodeDescriptor, inputs: TNodeInputs): number | undefined {
  const outputs = descriptor.capabilities?.agentflowV2?.outputs
  if (outputs === undefined || outputs === 'one') return undefined
  if (outputs === 'none') return 0
  if ('count' in outputs) return outputs.count
  const rows = inputs[outputs.perItemOf]
  const count = Array.isArray(rows) ? rows.length : 0
  return count + (outputs.plusElse ? 1 : 0)
}

/**
 * The output anchors of an Agentflow v2 node as Flowise writes them: `{nodeId}-output-{name}` for a
 * node with one output, `{nodeId}-output-{index}` for a node with one per condition (the last one is
 * the else branch when the node has one). Their edges are control flow, so they carry no types.
 */
export function buildAgentflowOutputs(
  descriptor: TNodeDescriptor,
  nodeId: string,
  inputs: TNodeInputs,
): TBuiltOutputs {
  const count = outputCount(descriptor, inputs)
  const anchor = (suffix: string, description?: string): TOutputOption => ({
    id: `${nodeId}-output-${suffix}`,
    label: descriptor.label,
    name: descriptor.name,
    type: '',
    ...(description !== undefined ? { description } : {}),
  })
  if (count === undefined) return { outputAnchors: [anchor(descriptor.name)], outputs: {} }
  const declared = descriptor.capabilities?.agentflowV2?.outputs
  const hasElse = typeof declared === 'object' && 'plusElse' in declared && declared.plusElse
  const labels = typeof declared === 'object' && 'labels' in declared ? (declared.labels ?? []) : []
  const outputAnchors = Array.from({ length: count }, (_, index) =>
    anchor(String(index), labels[index] ?? (hasElse && index === count - 1 ? 'Else' : `${index}`)),
  )
  return { outputAnchors, outputs: {} }
}
