import { parseHandleId, toOutputName } from '@unikflow/graph'
import { seqNameOf, toolCallsOf } from './seq-messages'
import type { TSeqState } from './seq-state'
import type { SequentialGraph, TSeqStep } from '@unikflow/nodes'

export type TSeqEdge = { readonly source: string; readonly sourceHandle: string; readonly target: string }
type TConditionStep = Extract<TSeqStep, { kind: 'condition' }>

/** Steps that are nodes of the LangGraph graph (Condition, Loop and End are routing only). */
export const isGraphNode = (step: TSeqStep) =>
  step.kind === 'agent' ||
  step.kind === 'llm' ||
  step.kind === 'tool' ||
  step.kind === 'function' ||
  step.kind === 'executeFlow' ||
  step.kind === 'conditionAgent'

/** Where the run goes after each step, from the flow's edges, the conditions and the loops. */
export function createRouter(options: {
  readonly graph: SequentialGraph
  readonly edges: readonly TSeqEdge[]
  readonly end: string
  /** The output name a Condition picks for the state. */
  readonly pickCondition: (step: TConditionStep, state: TSeqState) => Promise<string>
  /** The output name each Condition Agent picked when it ran. */
  readonly decisions: ReadonlyMap<string, string>
}) {
  const { graph, edges, end } = options
  const successors = (id: string): TSeqStep[] =>
    edges.flatMap((e) => {
      const step = e.source === id ? graph.steps.get(e.target) : undefined
      return step ? [step] : []
    })
  const named = new Map<string, string>()
  for (const step of graph.steps.values())
    if (isGraphNode(step) && 'name' in step) named.set(seqNameOf(step.name), step.nodeId)
  for (const step of graph.steps.values())
    if (step.kind === 'loop' && !named.has(seqNameOf(step.to)))
      throw new Error(`${step.name}: no Agent or LLM node is named "${step.to}" to loop back to`)

  const branch = (nodeId: string, picked: string) => {
    const wanted = toOutputName(picked)
    const edge = edges.find(
      (e) => e.source === nodeId && parseHandleId(e.sourceHandle, nodeId)?.name === wanted,
    )
    return edge && graph.steps.get(edge.target)
  }

  const resolve = async (step: TSeqStep, state: TSeqState, depth = 0): Promise<string> => {
    if (depth > 20) throw new Error('Conditions lead to each other with no step in between')
    switch (step.kind) {
      case 'end':
      case 'start':
        return end
      case 'loop':
        return named.get(seqNameOf(step.to)) ?? end
      case 'condition': {
        const next = branch(step.nodeId, await options.pickCondition(step, state))
        return next ? resolve(next, state, depth + 1) : end
      }
      default:
        return step.nodeId
    }
  }

  return {
    /** Graph node names a step can route to. */
    destinations: [...graph.steps.values()].filter(isGraphNode).map((s) => s.nodeId),
    /** After Start or a step: its Tool Node when the last answer calls tools, else its next step. */
    async routeFrom(id: string, state: TSeqState): Promise<string> {
      const next = successors(id)
      const tool = next.find((s) => s.kind === 'tool')
      if (tool && toolCallsOf(state.messages.at(-1)).length > 0) return tool.nodeId
      const target = next.find((s) => s.kind !== 'tool')
      return target ? resolve(target, state) : end
    },
    /** After a Condition Agent: the branch of the output it picked. */
    async afterDecision(id: string, state: TSeqState): Promise<string> {
      const next = branch(id, options.decisions.get(id) ?? 'End')
      return next ? resolve(next, state) : end
    },
    /** A step whose answer ends the run whatever it says (only End follows): its tokens can stream. */
    isFinal: (id: string) => successors(id).every((s) => s.kind === 'end'),
    /** Tool Nodes that follow a step (an LLM node calls their tools). */
    toolNodesAfter: (id: string) => successors(id).filter((s) => s.kind === 'tool'),
  }
}
