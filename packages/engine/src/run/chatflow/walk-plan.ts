import { feedsOnlySkipped } from '../branches'
import { RunFailure } from '../errors'
import type { TChatflowRun } from './chatflow-run'
import { runPlannedNode } from './run-planned-node'

/**
 * Runs the planned nodes in order, skipping those only reachable through a branch not taken. Of several
 * ending nodes (allowed behind a branch) exactly one may run: it answers.
 */
export async function walkPlan(run: TChatflowRun): Promise<void> {
  const { endIds, edges } = run.plan
  for (const planned of run.plan.planned) {
    const { id } = planned.node
    if (run.signal.aborted) throw RunFailure.aborted()
    const isEnding = endIds.has(id)
    if (run.skipped.has(id) || (!isEnding && feedsOnlySkipped(edges, id, run.skipped))) {
      run.skipped.add(id)
      continue
    }
    if (isEnding && run.answeredBy !== undefined)
      throw new RunFailure(
        'flow',
        `Both ending nodes ${run.answeredBy} and ${id} ran; a branch should lead to only one of them`,
      )
    if (isEnding) run.answeredBy = id
    await runPlannedNode(run, planned, isEnding)
  }
  if (run.signal.aborted) throw RunFailure.aborted()
}
