import { createHash } from 'node:crypto'
import type { TUpsertCounts } from '@unikflow/graph'

export type Cleanup = 'none' | 'incremental' | 'full'

type PlanChunk = { loaderId: string; pageContent: string; metadata: Record<string, unknown> }

const sha = (...parts: string[]) => {
  const h = createHash('sha256')
  for (const p of parts) h.update(p).update('\u0000')
  return h.digest('hex')
}

/** The group of a chunk: its loader and the file or page it came from (metadata.source). */
function groupOf(chunk: PlanChunk): string {
  const source = chunk.metadata.source
  return sha(chunk.loaderId, typeof source === 'string' ? source : '').slice(0, 24)
}

/**
 * The record key of a chunk: its group and a hash of its text and metadata. Chunk ids are not part of
 * it, so processing a loader again (new chunk ids, same text) gives the same keys and nothing is
 * embedded again. The key is also the id of the chunk's vector.
 */
export function recordKeyOf(chunk: PlanChunk): string {
  return `${groupOf(chunk)}:${sha(chunk.pageContent, JSON.stringify(chunk.metadata))}`
}

/** Records written before keys had a group (plain chunk ids) have none: cleanup removes them. */
const groupOfKey = (key: string) => (key.includes(':') ? key.slice(0, key.indexOf(':')) : null)

export type UpsertPlan<C> = {
  /** Chunks to embed and write (one per new key; duplicates of a key are written once). */
  toWrite: { chunk: C; key: string }[]
  /** Record keys (and vector ids) to delete. */
  toDelete: string[]
  counts: TUpsertCounts
}

/**
 * What an upsert with the record manager does, like LangChain's indexing: a chunk whose key is known
 * is skipped; a new key is written; with cleanup `full` keys no chunk has any more are deleted, with
 * `incremental` only those of groups (loader + source) present in this run. A new key in a group that
 * also lost a key counts as updated (an edited chunk), the rest as added and deleted.
 */
export function planUpsert<C extends PlanChunk>(
  chunks: readonly C[],
  previous: ReadonlySet<string>,
  cleanup: Cleanup,
): UpsertPlan<C> {
  const seen = new Set<string>()
  const toWrite: { chunk: C; key: string }[] = []
  let numSkipped = 0
  for (const chunk of chunks) {
    const key = recordKeyOf(chunk)
    if (seen.has(key) || previous.has(key)) numSkipped += 1
    else toWrite.push({ chunk, key })
    seen.add(key)
  }
  const liveGroups = new Set([...seen].map(groupOfKey))
  const toDelete =
    cleanup === 'none'
      ? []
      : [...previous].filter((k) => {
          const group = groupOfKey(k)
          return !seen.has(k) && (cleanup === 'full' || group === null || liveGroups.has(group))
        })
  const addedPerGroup = new Map<string, number>()
  for (const w of toWrite) {
    const g = groupOfKey(w.key) ?? ''
    addedPerGroup.set(g, (addedPerGroup.get(g) ?? 0) + 1)
  }
  const deletedPerGroup = new Map<string, number>()
  for (const k of toDelete) {
    const g = groupOfKey(k)
    if (g === null) continue
    deletedPerGroup.set(g, (deletedPerGroup.get(g) ?? 0) + 1)
  }
  let numUpdated = 0
  for (const [g, added] of addedPerGroup) numUpdated += Math.min(added, deletedPerGroup.get(g) ?? 0)
  return {
    toWrite,
    toDelete,
    counts: {
      numAdded: toWrite.length - numUpdated,
      numUpdated,
      numSkipped,
      numDeleted: toDelete.length - numUpdated,
    },
  }
}
