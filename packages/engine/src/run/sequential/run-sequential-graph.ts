import type { TFlowEdge, TFlowNode, TNodeDescriptor } from '@unikflow/graph'
import { SeqRef, type TAgentThreadStore, type TFetch } from '@unikflow/nodes'
import { runSequential, SeqStepError, type TSeqAnswer } from './run-sequential'
import { runUserCode } from '../../sandbox/run-user-code'
import { RunFailure } from '../errors'
import type { TRunEvent } from '../events'
import { findTeam, runTeamGraph } from './run-team-graph'
import type { TEngineServices } from '../services'

/**
 * Sequential Agents: the Start node's graph (every step registered by now) runs as one LangGraph graph on
 * the session's thread. A step that fails is named (its node); other failures are the flow's.
 */
export async function runSequentialGraph(
  options: {
    question: string
    flowId: string
    chatId: string
    sessionId?: string | undefined
    services: TEngineServices
  },
  run: {
    planned: readonly { node: TFlowNode; capabilities: TNodeDescriptor['capabilities'] }[]
    /** The run's guarded fetch (condition code reaches the web through it). */
    fetch: TFetch
    instances: ReadonlyMap<string, unknown>
    edges: readonly TFlowEdge[]
    vars: Record<string, string>
    flowVars: Record<string, string>
    emit: (e: TRunEvent) => void
    /** Streams a token of the answer (counted by the run, which then sends no whole-answer token). */
    emitToken?: ((token: string) => void) | undefined
    signal: AbortSignal
  },
): Promise<TSeqAnswer> {
  // Multi Agents (Supervisor + Workers) run the same way, as their own graph.
  const { services } = options
  // One thread per flow and session: the conversation (and a pending approval) carries over between questions.
  const threadId = `${options.flowId}:${options.sessionId ?? options.chatId}`
  const team = findTeam(run.planned, run.instances)
  if (team)
    return runTeamGraph(team, {
      question: options.question,
      threadId,
      threads: team.options.threads ?? services.agentThreads,
      signal: run.signal,
      emit: run.emit,
    })
  const starts = run.planned.filter((p) => p.capabilities?.start)
  const start = starts.length === 1 ? run.instances.get(starts[0]?.node.id ?? '') : undefined
  if (!(start instanceof SeqRef))
    throw new RunFailure('flow', 'A sequential agent flow needs exactly one Start node')
  try {
    return await runSequential({
      graph: start.graph,
      edges: run.edges,
      question: options.question,
      threadId,
      signal: run.signal,
      ...threadsOption(start.graph.threads ?? services.agentThreads),
      flow: run.flowVars,
      vars: run.vars,
      ...(services.executeFlow ? { executeFlow: services.executeFlow } : {}),
      runCode: (code, inputs, flow) =>
        runUserCode(code, {
          inputs,
          vars: run.vars,
          flow: { ...run.flowVars, ...flow },
          timeoutMs: services.sandbox?.timeoutMs,
          memoryLimitBytes: services.sandbox?.memoryLimitBytes,
          fetch: run.fetch,
          signal: run.signal,
        }),
      emit: (event, data) => run.emit({ event, data } as TRunEvent),
      ...(run.emitToken ? { emitToken: run.emitToken } : {}),
    })
  } catch (e) {
    if (run.signal.aborted) throw RunFailure.aborted()
    if (e instanceof SeqStepError) throw RunFailure.inNode({ id: e.nodeId, label: e.label }, e.cause)
    throw RunFailure.inNode({ id: start.nodeId, label: 'Sequential agents' }, e)
  }
}

/** Where the run keeps its threads: the Start node's Agent Memory store, else the host's. */
function threadsOption(threads: TAgentThreadStore | undefined): { threads?: TAgentThreadStore } {
  return threads ? { threads } : {}
}
