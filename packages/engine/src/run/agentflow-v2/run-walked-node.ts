import type { TFlowNode } from '@unikflow/graph'
import type { TAgentflowResult } from '@unikflow/nodes'
import { runV2Node } from './run-v2-node'
import { isV2Start, type TV2Execution } from './v2-execution-run'
import type { Walk } from './v2-walk'

/**
 * Runs the node the walk reached, between its INPROGRESS and FINISHED events: the paused node gets the
 * message's decision, a leaf outside an Iteration streams, and what it said joins the agents' reasoning.
 */
export async function runWalkedNode(
  x: TV2Execution,
  walk: Walk,
  node: TFlowNode,
  iteration: { item: unknown; index: number } | undefined,
): Promise<TAgentflowResult> {
  const label = node.data.label ?? node.data.name
  x.emit({ event: 'nextAgentFlow', data: { nodeId: node.id, nodeLabel: label, status: 'INPROGRESS' } })
  const resumed = x.pending?.nodeId === node.id ? x.pending : undefined
  if (resumed) x.pending = undefined
  const result = await runV2Node(x.run, x.execution, {
    node,
    previous: walk.previousOf(node.id),
    streams: walk.isLeaf(node.id) && !iteration && !isV2Start(x.run.services.nodes, node),
    humanDecision: resumed?.decision,
    resumeData: resumed?.data,
    ...(iteration ? { iteration } : {}),
  })
  x.emit({ event: 'nextAgentFlow', data: { nodeId: node.id, nodeLabel: label, status: 'FINISHED' } })
  const content = typeof result.output.content === 'string' ? result.output.content : ''
  if (content && node.id !== x.start.id && result.chosen === undefined)
    x.reasoning.push({
      agentName: label,
      messages: [content],
      usedTools: [...(result.usedTools ?? [])],
      nodeName: node.data.name,
      nodeId: node.id,
    })
  return result
}
