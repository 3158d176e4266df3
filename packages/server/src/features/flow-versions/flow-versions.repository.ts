import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import {
  FLOW_HISTORY_DEFAULT_RETENTION,
  parseFlowData,
  type TChatflow,
  type TFlowVersion,
  type TFlowVersionSummary,
} from '@unikflow/graph'
import { nowIso, type DB } from '../../db/schema'

// Every function takes the unik id: a version id alone never reaches a row of another unik.

export async function historyRetention(db: Kysely<DB>, unikId: string): Promise<number> {
  const row = await db
    .selectFrom('flow_history_settings')
    .select('retention')
    .where('unik_id', '=', unikId)
    .executeTakeFirst()
  return row?.retention ?? FLOW_HISTORY_DEFAULT_RETENTION
}

export async function setHistoryRetention(db: Kysely<DB>, unikId: string, retention: number): Promise<void> {
  await db
    .insertInto('flow_history_settings')
    .values({ unik_id: unikId, retention, updated_at: nowIso() })
    .onConflict((oc) => oc.column('unik_id').doUpdateSet({ retention, updated_at: nowIso() }))
    .execute()
}

/** Deletes the versions of a flow beyond the newest `keep`; releases are kept whatever the retention. */
async function pruneVersions(
  db: Kysely<DB>,
  unikId: string,
  chatflowId: string,
  keep: number,
): Promise<void> {
  const cut = await db
    .selectFrom('flow_versions')
    .select('version')
    .where('unik_id', '=', unikId)
    .where('chatflow_id', '=', chatflowId)
    .where('release', 'is', null)
    .orderBy('version', 'desc')
    .offset(keep)
    .limit(1)
    .executeTakeFirst()
  if (!cut) return
  await db
    .deleteFrom('flow_versions')
    .where('unik_id', '=', unikId)
    .where('chatflow_id', '=', chatflowId)
    .where('release', 'is', null)
    .where('version', '<=', cut.version)
    .execute()
}

/** Keeps the saved graph of `flow` (as just written) as a version, then prunes to the unik's retention. */
export async function recordFlowVersion(db: Kysely<DB>, flow: TChatflow, userId: string): Promise<void> {
  const parsed = parseFlowData(flow.flowData)
  await db
    .insertInto('flow_versions')
    .values({
      id: randomUUID(),
      unik_id: flow.unikId,
      chatflow_id: flow.id,
      version: flow.version,
      name: flow.name,
      flow_data: flow.flowData,
      node_count: flow.nodeCount,
      edge_count: parsed.ok ? parsed.value.edges.length : 0,
      created_at: flow.updatedAt,
      created_by: userId,
    })
    .execute()
  await pruneVersions(db, flow.unikId, flow.id, await historyRetention(db, flow.unikId))
}

const summaryQuery = (db: Kysely<DB>, unikId: string, chatflowId: string) =>
  db
    .selectFrom('flow_versions as v')
    .leftJoin('users as u', 'u.id', 'v.created_by')
    .where('v.unik_id', '=', unikId)
    .where('v.chatflow_id', '=', chatflowId)
    .select([
      'v.id',
      'v.version',
      'v.name',
      'v.node_count',
      'v.edge_count',
      'v.created_at',
      'v.created_by',
      'u.email',
    ])

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['executeTakeFirstOrThrow']>>

const toSummary = (row: SummaryRow): TFlowVersionSummary => ({
  id: row.id,
  version: row.version,
  name: row.name,
  nodeCount: row.node_count,
  edgeCount: row.edge_count,
  createdAt: row.created_at,
  createdBy: row.created_by && row.email ? { userId: row.created_by, email: row.email } : null,
})

export async function listFlowVersions(
  db: Kysely<DB>,
  unikId: string,
  chatflowId: string,
): Promise<TFlowVersionSummary[]> {
  const rows = await summaryQuery(db, unikId, chatflowId).orderBy('v.version', 'desc').execute()
  return rows.map(toSummary)
}

export async function findFlowVersion(
  db: Kysely<DB>,
  unikId: string,
  chatflowId: string,
  id: string,
): Promise<TFlowVersion | undefined> {
  const row = await summaryQuery(db, unikId, chatflowId)
    .select('v.flow_data')
    .where('v.id', '=', id)
    .executeTakeFirst()
  return row && { ...toSummary(row), flowData: row.flow_data }
}
