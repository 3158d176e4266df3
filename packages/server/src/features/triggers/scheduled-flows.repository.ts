import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'

/**
 * Every Start node's stored parameters name the schedule (their `show` conditions), so this finds the agent
 * flows with a Start node rather than those set to a schedule: the scheduler reads a candidate's graph again
 * only when its stamp changes.
 */
const SCHEDULE_START = '%scheduleInput%'

export interface ScheduleCandidate {
  id: string
  unik_id: string
  /** Changes whenever what the scheduler reads does: a save, a release, the release setting. */
  stamp: string
}

/**
 * Agent flows whose graph may start on a schedule: a cheap text match on the stored graph or on the live
 * release (a flow releasing explicitly runs its release, whatever its draft now holds), which the scheduler
 * then reads properly (`loadPredictionFlow(…, 'live')`). Across every unik: the scheduler serves them all.
 */
export async function listScheduleCandidates(db: Kysely<DB>): Promise<ScheduleCandidate[]> {
  const rows = await db
    .selectFrom('chat_flows as f')
    .select(['f.id', 'f.unik_id', 'f.updated_at', 'f.live_release', 'f.release_explicitly'])
    .where('f.type', '=', 'AGENTFLOW')
    .where((eb) =>
      eb.or([
        eb('f.flow_data', 'like', SCHEDULE_START),
        eb.exists(
          eb
            .selectFrom('flow_versions as v')
            .select('v.version')
            .whereRef('v.chatflow_id', '=', 'f.id')
            .whereRef('v.release', '=', 'f.live_release')
            .where('v.flow_data', 'like', SCHEDULE_START),
        ),
      ]),
    )
    .execute()
  return rows.map((row) => ({
    id: row.id,
    unik_id: row.unik_id,
    stamp: `${row.updated_at}|${row.release_explicitly}|${row.live_release ?? ''}`,
  }))
}
