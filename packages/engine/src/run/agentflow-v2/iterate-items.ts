import type { TFlowNode } from '@unikflow/graph'
import type { TAgentflowResult } from '@unikflow/nodes'
import { RunFailure } from '../errors'
import type { TLevelEnd, TPause, TV2Execution } from './v2-execution-run'
import { levelOf, startsOf, type TLevel } from './v2-levels'

/** Walks one level from the given nodes (the caller's own walk, handed in to keep the files acyclic). */
export type TWalkLevel = (
  x: TV2Execution,
  level: TLevel,
  from: readonly string[],
  iteration?: { item: unknown; index: number },
) => Promise<TLevelEnd>

/**
 * An Iteration node: its inner nodes run once per item (from the paused item and node when resuming), and
 * its output holds every item's answer. A Human Input inside pauses the whole execution at that item.
 */
export async function iterateItems(
  x: TV2Execution,
  node: TFlowNode,
  result: TAgentflowResult & { readonly iterate: NonNullable<TAgentflowResult['iterate']> },
  walkLevel: TWalkLevel,
): Promise<TPause | undefined> {
  const inner = levelOf(x.run.services.nodes, x.flow, node.id)
  const resumeAt = x.resumeIteration?.nodeId === node.id ? x.resumeIteration : undefined
  if (resumeAt) x.resumeIteration = undefined
  const results = [...(resumeAt?.results ?? [])]
  for (const [index, item] of result.iterate.entries()) {
    if (resumeAt && index < resumeAt.index) continue
    const from = resumeAt?.index === index ? [resumeAt.pausedNodeId] : startsOf(inner)
    const end = await walkLevel(x, inner, from, { item, index })
    if (end.pause?.iteration) {
      const label = node.data.label ?? node.data.name
      throw new RunFailure('flow', `Human Input cannot pause inside nested Iterations: ${label}`)
    }
    if (end.pause)
      return { ...end.pause, iteration: { nodeId: node.id, index, results, pausedNodeId: end.pause.nodeId } }
    results.push(end.answer ?? '')
  }
  x.execution.outputs.set(node.id, { ...result.output, content: JSON.stringify(results), results })
  return undefined
}
