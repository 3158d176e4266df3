import {
  ConditionModes,
  deleteEdge,
  getOutgoingEdges,
  isOptionsOutputAnchor,
  ParamTypes,
  syncAgentflowOutputs,
  updateConditionOutputs,
  type TFlowChange,
  type TFlowData,
  type TNodeData,
  type TPublicNodeDescriptor,
} from '@unikflow/graph'

function updateData(flow: TFlowData, nodeId: string, update: (data: TNodeData) => TNodeData): TFlowChange {
  let changed = false
  const nodes = flow.nodes.map((node) => {
    if (node.id !== nodeId) return node
    const data = update(node.data)
    if (data === node.data) return node
    changed = true
    return { ...node, data }
  })
  return changed ? { flow: { ...flow, nodes }, changed } : { flow, changed: false }
}

export function setNodeInput(flow: TFlowData, nodeId: string, name: string, value: unknown): TFlowChange {
  return updateData(flow, nodeId, (data) =>
    Object.is(data.inputs[name], value) ? data : { ...data, inputs: { ...data.inputs, [name]: value } },
  )
}

/**
 * An input edit on the canvas. An Agentflow v2 node whose outputs follow an input's rows (a Condition's
 * conditions) gets its outputs rebuilt, so an added row brings its handle and a removed row's edges go.
 */
export function setCanvasNodeInput(
  flow: TFlowData,
  nodeId: string,
  name: string,
  value: unknown,
  getDescriptor: (nodeName: string) => TPublicNodeDescriptor | undefined,
): TFlowChange {
  const stored = setNodeInput(flow, nodeId, name, value)
  const nodeName = stored.flow.nodes.find((n) => n.id === nodeId)?.data.name
  const descriptor = stored.changed && nodeName ? getDescriptor(nodeName) : undefined
  if (!descriptor) return stored
  const synced = syncAgentflowOutputs(stored.flow, nodeId, descriptor)
  return synced.changed ? synced : stored
}

export function setNodeCredential(flow: TFlowData, nodeId: string, credentialId: string): TFlowChange {
  return updateData(flow, nodeId, (data) => {
    if (data.credential === credentialId) return data
    const { credential: _old, ...rest } = data
    return credentialId === '' ? rest : { ...rest, credential: credentialId }
  })
}

export function setNodeLabel(flow: TFlowData, nodeId: string, label: string): TFlowChange {
  return updateData(flow, nodeId, (data) => (data.label === label ? data : { ...data, label }))
}

/**
 * Picks which output of an options anchor the node offers; edges leaving through the other choices
 * are removed with graph's deleteEdge (their handles are no longer on the card).
 */
export function setNodeOutput(
  flow: TFlowData,
  nodeId: string,
  anchorName: string,
  optionName: string,
): TFlowChange {
  const chosen = updateData(flow, nodeId, (data) =>
    data.outputs[anchorName] === optionName
      ? data
      : { ...data, outputs: { ...data.outputs, [anchorName]: optionName } },
  )
  if (!chosen.changed) return chosen
  const node = chosen.flow.nodes.find((n) => n.id === nodeId)
  const anchor = node?.data.outputAnchors.find((a) => a.name === anchorName)
  if (!anchor || !isOptionsOutputAnchor(anchor)) return chosen
  const dropped = new Set(anchor.options.filter((o) => o.name !== optionName).map((o) => o.id))
  let current = chosen.flow
  for (const edge of getOutgoingEdges(current.edges, nodeId))
    if (dropped.has(edge.sourceHandle)) current = deleteEdge(current, edge.id).flow
  return { flow: current, changed: true }
}

/**
 * A `conditionFunction` tab edit: the value is stored and, when it defines valid outcomes, the node's
 * outputs follow (graph's updateConditionOutputs). An incomplete table keeps the previous outputs.
 */
export function setConditionInput(
  flow: TFlowData,
  nodeId: string,
  name: string,
  value: unknown,
): TFlowChange {
  const stored = setNodeInput(flow, nodeId, name, value)
  const data = stored.flow.nodes.find((n) => n.id === nodeId)?.data
  const param = data?.inputParams.find((p) => p.type === ParamTypes.ConditionFunction)
  const tab = param?.tabs?.find((t) => t.name === name)
  if (!tab) return stored
  const mode = tab.type === ParamTypes.Datagrid ? ConditionModes.Table : ConditionModes.Code
  const outputs = updateConditionOutputs(stored.flow, nodeId, value, mode)
  return outputs.ok ? { flow: outputs.value.flow, changed: true } : stored
}
