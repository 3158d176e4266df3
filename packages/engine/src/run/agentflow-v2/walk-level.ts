import { RunFailure } from '../errors'
import { iterateItems } from './iterate-items'
import { loopBack } from './loop-back'
import { runWalkedNode } from './run-walked-node'
import type { TLevelEnd, TV2Execution } from './v2-execution-run'
import type { TLevel } from './v2-levels'
import { Walk } from './v2-walk'

/**
 * Walks one level of the flow (the top, or an Iteration's inside for one item) from `from` along the
 * edges, one node at a time: a Loop queues its target again, an Iteration runs its level per item, a
 * Human Input ends the walk with a pause. The answer is the last leaf's output.
 */
export async function walkLevel(
  x: TV2Execution,
  level: TLevel,
  from: readonly string[],
  iteration?: { item: unknown; index: number },
): Promise<TLevelEnd> {
  const walk = new Walk(level.nodes, level.edges, from)
  let answer: string | undefined
  for (let node = walk.next(); node; node = walk.next()) {
    if (x.signal.aborted) throw RunFailure.aborted()
    const result = await runWalkedNode(x, walk, node, iteration)
    if (result.pause) {
      const { description, toolCalls = [], data } = result.pause
      return { pause: { nodeId: node.id, description, toolCalls, data } }
    }
    if (result.loopTo) {
      answer = loopBack(x.execution, walk, node, { ...result, loopTo: result.loopTo }) ?? answer
      continue
    }
    if (result.iterate) {
      const pause = await iterateItems(x, node, { ...result, iterate: result.iterate }, walkLevel)
      if (pause) return { pause }
    }
    if (walk.isLeaf(node.id)) {
      const content = typeof result.output.content === 'string' ? result.output.content : ''
      answer = String(x.execution.outputs.get(node.id)?.content ?? content)
    }
    walk.ran(node.id, result.chosen)
  }
  return answer === undefined ? {} : { answer }
}
