import type { TUpsertCounts } from '@unikflow/graph'

const KEY = Symbol.for('unikflow.upsertCounts')

/**
 * Notes on a vector store (or retriever) a node supplied what its run wrote, so the flow upsert API
 * (`POST /vector/upsert/{flowId}`) can answer with Flowise's counts.
 */
export function markUpserted<T extends object>(instance: T, counts: Partial<TUpsertCounts>): T {
  Object.defineProperty(instance, KEY, {
    value: { numAdded: 0, numUpdated: 0, numSkipped: 0, numDeleted: 0, ...counts },
    enumerable: false,
  })
  return instance
}

export function readUpserted(instance: unknown): TUpsertCounts | undefined {
  if (!instance || typeof instance !== 'object') return undefined
  const counts: unknown = Reflect.get(instance, KEY)
  if (!counts || typeof counts !== 'object') return undefined
  const n = (k: string) => {
    const v: unknown = Reflect.get(counts, k)
    return typeof v === 'number' ? v : 0
  }
  return {
    numAdded: n('numAdded'),
    numUpdated: n('numUpdated'),
    numSkipped: n('numSkipped'),
    numDeleted: n('numDeleted'),
  }
}
