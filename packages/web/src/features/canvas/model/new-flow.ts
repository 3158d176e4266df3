import { createNode, type TChatflowType, type TFlowData, type TPublicNodeDescriptor } from '@unikflow/graph'

/** Where a new Agentflow v2's Start node is placed (the canvas opens at the default viewport). */
export const START_POSITION = { x: 100, y: 100 }
const START_NODE = 'startAgentflow'

/** What a new flow of this type holds when its canvas opens: an Agentflow v2 starts with its Start node. */
export function newFlowData(type: TChatflowType, descriptors: readonly TPublicNodeDescriptor[]): TFlowData {
  const start = type === 'AGENTFLOW' ? descriptors.find((d) => d.name === START_NODE) : undefined
  if (!start) return { nodes: [], edges: [] }
  return { nodes: [createNode(start, START_POSITION, [])], edges: [] }
}
