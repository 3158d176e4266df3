import type { TNodeDescriptor } from '../schema/node-descriptor'

/**
 * xyflow node types Flowise writes: note nodes render apart from the others; Agentflow v2 nodes are
 * `agentFlow` (the Iteration block `iteration`), which is also how their control-flow edges are told apart.
 */
export const CanvasNodeTypes = {
  Custom: 'customNode',
  StickyNote: 'stickyNote',
  AgentFlow: 'agentFlow',
  Iteration: 'iteration',
} as const
export type TCanvasNodeType = (typeof CanvasNodeTypes)[keyof typeof CanvasNodeTypes]

export function getCanvasNodeType(
  descriptor: Pick<TNodeDescriptor, 'name' | 'capabilities'>,
): TCanvasNodeType {
  const v2 = descriptor.capabilities?.agentflowV2
  if (v2) return v2.canvasType
  return descriptor.capabilities?.annotation ? CanvasNodeTypes.StickyNote : CanvasNodeTypes.Custom
}

/** An Agentflow v2 node (its stored xyflow type says so): edges into it end at the node itself. */
export function isAgentflowNode(node: { readonly type?: string | undefined }): boolean {
  return node.type === CanvasNodeTypes.AgentFlow || node.type === CanvasNodeTypes.Iteration
}
