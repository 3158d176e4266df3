import type { TSeqStep } from '@unikflow/nodes'
import { toolsNodeOf } from './seq-approval'
import { toolCallsOf } from './seq-messages'
import type { createRouter } from './seq-route'
import type { TSeqState } from './seq-state'
import {
  conditionAgentStepNode,
  executeFlowStepNode,
  functionStepNode,
  runToolCalls,
  toolStepNode,
  type TStepContext,
  type TStepUpdate,
} from './seq-steps'
import { modelStepNode } from './seq-model-step'
import { SeqStepError, type TDynamicGraph, type TSeqRunOptions } from './seq-run-types'

/**
 * The graph of the registered steps: one graph node per step (a step that fails is named), an agent's
 * tool calls through a tools node of its own (at most its max iterations), the flow's edges as
 * conditional routes. Tool nodes needing approval are returned to interrupt before.
 */
export function buildSeqGraph(
  options: TSeqRunOptions,
  run: {
    builder: TDynamicGraph
    ctx: TStepContext
    router: ReturnType<typeof createRouter>
    start: string
    end: string
    begin: string
  },
): { approvals: string[] } {
  const { graph } = options
  const { builder, ctx, router, start } = run
  const END = run.end
  const START = run.begin
  const guarded =
    (step: { nodeId: string; name: string }, go: (state: TSeqState) => Promise<TStepUpdate>) =>
    async (state: TSeqState) => {
      try {
        return await go(state)
      } catch (e) {
        if (options.signal.aborted || e instanceof SeqStepError) throw e
        throw new SeqStepError(step.nodeId, step.name, e)
      }
    }
  const approvals: string[] = []
  const rounds = new Map<string, number>()
  const pathMap = [...router.destinations, END]
  const addStep = (step: TSeqStep) => {
    switch (step.kind) {
      case 'agent':
      case 'llm':
        return builder.addNode(step.nodeId, guarded(step, modelStepNode(ctx, step)))
      case 'tool':
        if (step.approval) approvals.push(step.nodeId)
        return builder.addNode(step.nodeId, guarded(step, toolStepNode(ctx, step)))
      case 'function':
        return builder.addNode(step.nodeId, guarded(step, functionStepNode(ctx, step)))
      case 'executeFlow':
        return builder.addNode(step.nodeId, guarded(step, executeFlowStepNode(ctx, step)))
      case 'conditionAgent':
        builder.addNode(step.nodeId, guarded(step, conditionAgentStepNode(ctx, step)))
        return builder.addConditionalEdges(step.nodeId, (s) => router.afterDecision(step.nodeId, s), pathMap)
      default:
        return builder
    }
  }
  for (const step of graph.steps.values()) {
    addStep(step)
    if (step.kind === 'agent' && step.tools.length > 0) {
      const toolsNode = toolsNodeOf(step.nodeId)
      builder.addNode(
        toolsNode,
        guarded(step, async (state) => {
          rounds.set(step.nodeId, (rounds.get(step.nodeId) ?? 0) + 1)
          const { messages } = await runToolCalls(ctx, step.tools, toolCallsOf(state.messages.at(-1)))
          return { messages }
        }),
      )
      if (step.approval) approvals.push(toolsNode)
      builder.addConditionalEdges(
        step.nodeId,
        async (state) => {
          const wantsTools = toolCallsOf(state.messages.at(-1)).length > 0
          if (wantsTools && (rounds.get(step.nodeId) ?? 0) < step.maxIterations) return toolsNode
          return router.routeFrom(step.nodeId, state)
        },
        [...pathMap, toolsNode],
      )
      builder.addEdge(toolsNode, step.nodeId)
    } else if (step.kind !== 'conditionAgent' && router.destinations.includes(step.nodeId)) {
      builder.addConditionalEdges(step.nodeId, (state) => router.routeFrom(step.nodeId, state), pathMap)
    }
  }
  builder.addConditionalEdges(START, (state) => router.routeFrom(start, state), pathMap)

  return { approvals }
}
