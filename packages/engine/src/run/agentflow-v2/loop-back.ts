import type { TFlowNode } from '@unikflow/graph'
import type { TAgentflowResult } from '@unikflow/nodes'
import type { TExecution } from './run-v2-node'
import type { Walk } from './v2-walk'

/**
 * A Loop node: its target is queued again while the loop's count stays within its `max`; past it, the
 * count is reset and the Loop answers its fallback text (returned), as Flowise does.
 */
export function loopBack(
  execution: TExecution,
  walk: Walk,
  node: TFlowNode,
  result: TAgentflowResult & { readonly loopTo: NonNullable<TAgentflowResult['loopTo']> },
): string | undefined {
  const count = (execution.loopCounts.get(node.id) ?? 0) + 1
  if (count <= result.loopTo.max) {
    execution.loopCounts.set(node.id, count)
    walk.push(result.loopTo.nodeId)
    return undefined
  }
  execution.loopCounts.delete(node.id)
  execution.outputs.set(node.id, { ...result.output, content: result.loopTo.fallback })
  return result.loopTo.fallback
}
