import { isRecord } from '../is-record'
import { ZFlowNode, type TFlowNode } from '../schema/flow-data'

/**
 * The node with this id exactly as the document was written (key order, Agentflow v2's numeric output
 * names, no schema defaults), when it is a flow node at all. Such a node is typed as a `TFlowNode`
 * although a name may still be a number: only nodes no descriptor reads (unknown types) are taken this way.
 */
export function findSentNode(sent: unknown, id: string): TFlowNode | undefined {
  const nodes = isRecord(sent) && Array.isArray(sent.nodes) ? sent.nodes : []
  const node: unknown = nodes.find((n: unknown) => isRecord(n) && n.id === id)
  return isSentFlowNode(node) ? node : undefined
}

function isSentFlowNode(value: unknown): value is TFlowNode {
  return ZFlowNode.safeParse(value).success
}
