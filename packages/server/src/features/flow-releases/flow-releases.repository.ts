import type { Kysely } from 'kysely'
import type { TFlowRelease } from '@unikflow/graph'
import { nowIso, type DB } from '../../db/schema'

// Every function takes the unik id: a flow id alone never reaches a row of another unik.

export interface FlowReleaseRow {
  version: number
  release_explicitly: number
  live_release: number | null
}

export async function findReleaseState(
  db: Kysely<DB>,
  unikId: string,
  flowId: string,
): Promise<FlowReleaseRow | undefined> {
  return db
    .selectFrom('chat_flows')
    .select(['version', 'release_explicitly', 'live_release'])
    .where('unik_id', '=', unikId)
    .where('id', '=', flowId)
    .executeTakeFirst()
}

export async function setReleaseState(
  db: Kysely<DB>,
  target: { unikId: string; flowId: string },
  patch: { release_explicitly?: number; live_release?: number | null },
): Promise<void> {
  // Not a save of the graph: the flow's `version` (the canvas's conflict check) stays as it is.
  await db
    .updateTable('chat_flows')
    .set(patch)
    .where('unik_id', '=', target.unikId)
    .where('id', '=', target.flowId)
    .execute()
}

export async function listReleases(
  db: Kysely<DB>,
  unikId: string,
  flowId: string,
  liveRelease: number | null,
): Promise<TFlowRelease[]> {
  const rows = await db
    .selectFrom('flow_versions as v')
    .leftJoin('users as u', 'u.id', 'v.released_by')
    .where('v.unik_id', '=', unikId)
    .where('v.chatflow_id', '=', flowId)
    .where('v.release', 'is not', null)
    .select([
      'v.id',
      'v.version',
      'v.release',
      'v.release_note',
      'v.released_at',
      'v.released_by',
      'v.node_count',
      'v.edge_count',
      'u.email',
    ])
    .orderBy('v.release', 'desc')
    .execute()
  return rows.map((row) => ({
    release: row.release ?? 0,
    version: row.version,
    versionId: row.id,
    note: row.release_note ?? '',
    releasedAt: row.released_at ?? '',
    releasedBy: row.released_by && row.email ? { userId: row.released_by, email: row.email } : null,
    nodeCount: row.node_count,
    edgeCount: row.edge_count,
    live: row.release === liveRelease,
  }))
}

/** The saved version to release: `version`, or the newest save. */
export async function findVersionToRelease(
  db: Kysely<DB>,
  target: { unikId: string; flowId: string },
  version: number | undefined,
) {
  let query = db
    .selectFrom('flow_versions')
    .select(['id', 'version', 'release'])
    .where('unik_id', '=', target.unikId)
    .where('chatflow_id', '=', target.flowId)
  query =
    version === undefined ? query.orderBy('version', 'desc').limit(1) : query.where('version', '=', version)
  return query.executeTakeFirst()
}

export async function nextReleaseNumber(db: Kysely<DB>, unikId: string, flowId: string): Promise<number> {
  const row = await db
    .selectFrom('flow_versions')
    .select((eb) => eb.fn.max('release').as('last'))
    .where('unik_id', '=', unikId)
    .where('chatflow_id', '=', flowId)
    .executeTakeFirst()
  return Number(row?.last ?? 0) + 1
}

export async function markReleased(
  db: Kysely<DB>,
  target: { unikId: string; versionId: string },
  release: { number: number; note: string; userId: string },
): Promise<void> {
  await db
    .updateTable('flow_versions')
    .set({
      release: release.number,
      release_note: release.note,
      released_at: nowIso(),
      released_by: release.userId,
    })
    .where('unik_id', '=', target.unikId)
    .where('id', '=', target.versionId)
    .execute()
}

export async function releaseExists(
  db: Kysely<DB>,
  target: { unikId: string; flowId: string },
  release: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('flow_versions')
    .select('id')
    .where('unik_id', '=', target.unikId)
    .where('chatflow_id', '=', target.flowId)
    .where('release', '=', release)
    .executeTakeFirst()
  return row !== undefined
}
