import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { ChatflowTypes, parseFlowData, type TChatflowType, type TImportFlow } from '@unikflow/graph'
import type { DB } from '../../db/schema'
import { toStoredFlowData } from '../chatflows/flow-data'
import { sealFlowSecrets } from '../flow-secrets/flow-secrets'
import type { Keyring } from '../secrets/keyring'

/** A release of an import file, checked like a save and its secret inputs sealed. */
export interface StoredRelease {
  release: number
  note: string
  releasedAt: string | null
  json: string
  nodeCount: number
}

export async function checkReleases(
  item: TImportFlow,
  type: TChatflowType,
  seal: { keyring: Keyring; unikId: string },
): Promise<StoredRelease[]> {
  const stored: StoredRelease[] = []
  for (const release of item.releases ?? []) {
    const checked = await toStoredFlowData(release.flowData, { allowCycles: type !== ChatflowTypes.Chatflow })
    const json = await sealFlowSecrets(seal.keyring, { unikId: seal.unikId, flowData: checked.json })
    stored.push({
      release: release.release,
      note: release.note ?? '',
      releasedAt: release.releasedAt ?? null,
      json,
      nodeCount: checked.nodeCount,
    })
  }
  return stored
}

/**
 * Keeps an imported flow's releases in its history (as version 0: from before the import, by the
 * importing user) with their numbers and notes, then its setting and live release (when the file's
 * live release came with it). `rewrite` fits each graph to the unik as the flow's own (ids, variables).
 */
export async function insertImportedReleases(
  db: Kysely<DB>,
  target: { unikId: string; flowId: string; userId: string; now: string },
  item: TImportFlow,
  releases: readonly StoredRelease[],
  rewrite: (text: string) => string,
): Promise<void> {
  if (releases.length === 0) return
  for (const r of releases) {
    const flowData = rewrite(r.json)
    const parsed = parseFlowData(flowData)
    await db
      .insertInto('flow_versions')
      .values({
        id: randomUUID(),
        unik_id: target.unikId,
        chatflow_id: target.flowId,
        version: 0,
        name: item.name,
        flow_data: flowData,
        node_count: r.nodeCount,
        edge_count: parsed.ok ? parsed.value.edges.length : 0,
        created_at: target.now,
        created_by: target.userId,
        release: r.release,
        release_note: r.note,
        released_at: r.releasedAt ?? target.now,
        released_by: target.userId,
      })
      .execute()
  }
  const live = releases.some((r) => r.release === item.liveRelease) ? (item.liveRelease ?? null) : null
  await db
    .updateTable('chat_flows')
    .set({ release_explicitly: item.releaseExplicitly === true && live !== null ? 1 : 0, live_release: live })
    .where('unik_id', '=', target.unikId)
    .where('id', '=', target.flowId)
    .execute()
}
