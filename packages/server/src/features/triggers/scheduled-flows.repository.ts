import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'

/**
 * Agent flows whose graph may start on a schedule: a cheap text match on the stored graph, which the
 * scheduler then reads properly (their live release). Across every unik: the scheduler serves them all.
 */
export function listScheduleCandidates(db: Kysely<DB>): Promise<{ id: string; unik_id: string }[]> {
  return db
    .selectFrom('chat_flows')
    .select(['id', 'unik_id'])
    .where('type', '=', 'AGENTFLOW')
    .where('flow_data', 'like', '%scheduleInput%')
    .execute()
}
