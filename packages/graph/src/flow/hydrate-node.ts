import type { TFlowNode } from '../schema/flow-data'
import type { THandleRenames, TNodeDescriptor } from '../schema/node-descriptor'
import { deriveConditionOutputs } from '../condition/derive-condition-outputs'
import { buildAgentflowOutputs } from './build-agentflow-outputs'
import { getAllOutputHandles } from './get-all-output-handles'
import { createNodeData } from './create-node-data'
import { migrateNodeInputs, UNVERSIONED, type TMigrationMode } from './migrate-node-inputs'
import { getCanvasNodeType } from './node-types'

export type THydratedNode = {
  readonly node: TFlowNode
  readonly migratedFrom?: number
  /** Handles the applied migrations renamed (its edges follow them). */
  readonly handles?: Required<THandleRenames>
}

/**
 * Rebuilds a stored node from its current descriptor: params, anchors and outputs come from the
 * descriptor; the saved `inputs` are kept (migrated in `run` mode), missing ones get their defaults;
 * the chosen output, label and credential are kept. The version is the one the inputs match.
 */
export function hydrateNode(
  node: TFlowNode,
  descriptor: TNodeDescriptor,
  mode: TMigrationMode,
): THydratedNode {
  const fresh = createNodeData(descriptor, node.id)
  const saved = node.data
  const migrated =
    mode === 'run'
      ? migrateNodeInputs(saved.inputs, saved.version, descriptor)
      : {
          inputs: saved.inputs,
          applied: [],
          version: saved.version ?? UNVERSIONED,
          handles: { outputs: {}, inputs: {} },
        }
  const inputs = { ...fresh.inputs }
  for (const [name, value] of Object.entries(migrated.inputs)) if (value !== undefined) inputs[name] = value
  const data = { ...fresh, version: migrated.version, inputs }
  const conditionOutputs = descriptor.capabilities?.agentflowV2
    ? buildAgentflowOutputs(descriptor, node.id, inputs)
    : deriveConditionOutputs(data)
  if (conditionOutputs) Object.assign(data, conditionOutputs)
  const offered = new Set(getAllOutputHandles(data).map((o) => o.name))
  const outputs = { ...data.outputs }
  for (const [key, value] of Object.entries(saved.outputs)) {
    if (typeof value === 'string' && offered.has(value)) outputs[key] = value
  }
  data.outputs = outputs
  if (typeof saved.label === 'string' && saved.label.length > 0) data.label = saved.label
  if (saved.credential) data.credential = saved.credential
  const hydrated: TFlowNode = {
    id: node.id,
    type: node.type ?? getCanvasNodeType(descriptor),
    position: { x: node.position.x, y: node.position.y },
    // Agentflow v2: a node inside an Iteration stays inside it.
    ...(typeof node.parentNode === 'string' ? { parentNode: node.parentNode } : {}),
    ...(typeof node.extent === 'string' ? { extent: node.extent } : {}),
    ...(node.width !== undefined ? { width: node.width } : {}),
    ...(node.height !== undefined ? { height: node.height } : {}),
    data,
  }
  const savedVersion = saved.version
  return migrated.applied.length > 0 && savedVersion !== undefined
    ? { node: hydrated, migratedFrom: savedVersion, handles: migrated.handles }
    : { node: hydrated }
}
