// An Agentflow v2 that answers with one text (Start → Direct Reply): a flow that runs without a model.
import { createNodeData, getCanvasNodeType, type TFlowData, type TFlowNode } from '@unikflow/graph'
import { getNodeDescriptor } from '@unikflow/nodes'

function v2Node(id: string, name: string, x: number, inputs: Record<string, unknown> = {}): TFlowNode {
  const descriptor = getNodeDescriptor(name)
  if (!descriptor) throw new Error(`no node ${name}`)
  const data = createNodeData(descriptor, id)
  Object.assign(data.inputs, inputs)
  return { id, type: getCanvasNodeType(descriptor), position: { x, y: 0 }, data }
}

/** Start → Direct Reply answering `message` (which may hold `{{ … }}` references). */
export function replyFlow(message: string): TFlowData {
  return {
    nodes: [
      v2Node('startAgentflow_0', 'startAgentflow', 0),
      v2Node('directReplyAgentflow_0', 'directReplyAgentflow', 300, { directReplyMessage: message }),
    ],
    edges: [
      {
        id: 'start-reply',
        source: 'startAgentflow_0',
        sourceHandle: 'startAgentflow_0-output-startAgentflow',
        target: 'directReplyAgentflow_0',
        targetHandle: 'directReplyAgentflow_0',
      },
    ],
  }
}
