import type { TFlowNode } from '@unikflow/graph'
import { SupervisorTeam, type TAgentThreadStore } from '@unikflow/nodes'
import { SeqStepError, type TSeqAnswer } from './run-sequential'
import { runTeam } from './run-team'
import { RunFailure } from '../errors'
import type { TRunEvent } from '../events'

/** The Multi Agents team of a flow: its Supervisor node's instance (its Workers joined it as they ran). */
export function findTeam(
  planned: readonly { node: TFlowNode }[],
  instances: ReadonlyMap<string, unknown>,
): SupervisorTeam | undefined {
  // Workers hand on the team they joined: one team may appear several times.
  const teams = [
    ...new Set(
      planned
        .map((p) => instances.get(p.node.id))
        .filter((i): i is SupervisorTeam => i instanceof SupervisorTeam),
    ),
  ]
  if (teams.length > 1) throw new RunFailure('flow', 'A multi agent flow has exactly one Supervisor')
  return teams[0]
}

/** Runs the team for the question; a failing supervisor or worker is named as the node that failed. */
export async function runTeamGraph(
  team: SupervisorTeam,
  run: {
    question: string
    threadId: string
    threads: TAgentThreadStore | undefined
    signal: AbortSignal
    emit: (e: TRunEvent) => void
  },
): Promise<TSeqAnswer> {
  // An input moderation of the Supervisor refused the question: that is the answer.
  if (team.options.refusal !== undefined) return { text: team.options.refusal, agentReasoning: [] }
  try {
    return await runTeam({ team, ...run })
  } catch (e) {
    if (run.signal.aborted) throw RunFailure.aborted()
    if (e instanceof SeqStepError) throw RunFailure.inNode({ id: e.nodeId, label: e.label }, e.cause)
    throw RunFailure.inNode({ id: team.nodeId, label: team.label }, e)
  }
}
