import { sql, type Kysely } from 'kysely'
import { DASHBOARD_ERROR_MAX, DASHBOARD_RECENT, type TUnikDashboard } from '@unikflow/graph'
import type { DB } from '../../db/schema'

/**
 * The dashboard's queries: each one statement over the unik's rows (counts in one statement of
 * sub-selects, the activity summed by day in SQL), whatever the unik holds — no query per item.
 */

const n = (value: unknown) => (value === null || value === undefined ? 0 : Number(value))

export async function countItems(db: Kysely<DB>, unikId: string): Promise<TUnikDashboard['counts']> {
  const { rows } = await sql<Record<string, unknown>>`
    select
      (select count(*) from chat_flows where unik_id = ${unikId} and type = 'CHATFLOW') as chatflows,
      (select count(*) from chat_flows where unik_id = ${unikId} and type in ('AGENTFLOW', 'MULTIAGENT')) as agentflows,
      (select count(*) from assistants where unik_id = ${unikId}) as assistants,
      (select count(*) from document_stores where unik_id = ${unikId}) as stores`.execute(db)
  const r = rows[0] ?? {}
  return {
    chatflows: n(r.chatflows),
    agentflows: n(r.agentflows),
    assistants: n(r.assistants),
    documentStores: n(r.stores),
  }
}

/** The flows changed last (chatflows and agentflows; an assistant's own flow row is its assistant's). */
export function recentFlows(db: Kysely<DB>, unikId: string) {
  return db
    .selectFrom('chat_flows')
    .select(['id', 'name', 'type', 'updated_at as updatedAt'])
    .where('unik_id', '=', unikId)
    .where('type', '!=', 'ASSISTANT')
    .orderBy('updated_at', 'desc')
    .limit(DASHBOARD_RECENT)
    .execute()
}

export function recentStores(db: Kysely<DB>, unikId: string) {
  return db
    .selectFrom('document_stores')
    .select(['id', 'name', 'status', 'updated_at as updatedAt'])
    .where('unik_id', '=', unikId)
    .orderBy('updated_at', 'desc')
    .limit(DASHBOARD_RECENT)
    .execute()
}

/** The assistants changed last; their names are in `details` (JSON text), read by the service. */
export function recentAssistantRows(db: Kysely<DB>, unikId: string) {
  return db
    .selectFrom('assistants')
    .select(['id', 'type', 'details', 'updated_at as updatedAt'])
    .where('unik_id', '=', unikId)
    .orderBy('updated_at', 'desc')
    .limit(DASHBOARD_RECENT)
    .execute()
}

/** Runs and failed runs of the unik's flows per UTC day from `fromDay` on, from the analytics counters. */
export async function runsByDay(
  db: Kysely<DB>,
  unikId: string,
  fromDay: string,
): Promise<Map<string, { runs: number; errors: number }>> {
  const { rows } = await sql<Record<string, unknown>>`
    select day, sum(runs) as runs, sum(errors) as errors from analytics_daily
    where unik_id = ${unikId} and day >= ${fromDay}
    group by day`.execute(db)
  return new Map(rows.map((r) => [String(r.day), { runs: n(r.runs), errors: n(r.errors) }]))
}

/** The last failed runs since `since` (ISO), with their flow's name (a deleted flow's is empty). */
export async function recentFailures(
  db: Kysely<DB>,
  unikId: string,
  since: string,
): Promise<TUnikDashboard['failures']> {
  const rows = await db
    .selectFrom('run_traces as r')
    .leftJoin('chat_flows as f', (join) =>
      join.onRef('f.id', '=', 'r.chatflow_id').on('f.unik_id', '=', unikId),
    )
    .select(['r.chatflow_id', 'r.started_at', 'r.error', 'f.name', 'f.type'])
    .where('r.unik_id', '=', unikId)
    .where('r.status', '=', 'error')
    .where('r.started_at', '>=', since)
    .orderBy('r.started_at', 'desc')
    .limit(DASHBOARD_RECENT)
    .execute()
  return rows.map((r) => ({
    flowId: r.chatflow_id,
    flowName: r.name ?? '',
    flowType: r.type ?? null,
    startedAt: r.started_at,
    error: (r.error ?? '').slice(0, DASHBOARD_ERROR_MAX),
  }))
}
