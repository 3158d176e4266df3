import type { ListKeyOptions, RecordManager as TRecordManager, UpdateOptions } from '@langchain/core/indexing'
import type { TNodeContext } from '../context'
import { lazyImport } from '../shared/lazy-import'
import { getString, NodeInputError } from '../shared/read-inputs'

const langchainCoreIndexing = lazyImport(() => import('@langchain/core/indexing'))

/** One row of a record manager's table: a document's hash key, when it was last written, its source. */
export type TRecordRow = { key: string; updatedAt: number; groupId: string | null }

/** Where a record manager keeps its rows (SQLite, PostgreSQL …), for one namespace. */
export type TRecordTable = {
  createSchema(): Promise<void>
  now(): Promise<number>
  upsert(rows: readonly TRecordRow[]): Promise<void>
  existing(keys: readonly string[]): Promise<Set<string>>
  list(options: ListKeyOptions): Promise<string[]>
  remove(keys: readonly string[]): Promise<void>
}

/** The cleanup and source key the vector store's upsert uses with this record manager (`index()` options). */
export type TRecordManagerSettings = { cleanup: 'incremental' | 'full' | undefined; sourceIdKey: string }

const settings = new WeakMap<object, TRecordManagerSettings>()

/** The settings of a record manager a node supplied, undefined for one made elsewhere. */
export function recordManagerSettingsOf(manager: object): TRecordManagerSettings | undefined {
  return settings.get(manager)
}

/** A table name safe to put in SQL: letters, digits and `_`, as an editor would name one. */
export function tableNameOf(ctx: TNodeContext): string {
  const name = getString(ctx, 'tableName').trim() || 'upsertion_records'
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name))
    throw new NodeInputError(`${ctx.label}: Table Name "${name}" may hold letters, digits and _ only`)
  return name
}

/**
 * A LangChain record manager over `table`: the vector store nodes give it to LangChain's `index()`, which
 * writes only the documents whose hash it has not recorded and deletes old ones as Cleanup says.
 */
export async function tableRecordManager(ctx: TNodeContext, table: TRecordTable): Promise<TRecordManager> {
  const { RecordManager } = await langchainCoreIndexing()
  class TableRecordManager extends RecordManager {
    override lc_namespace = ['unikflow', 'recordmanagers']
    createSchema(): Promise<void> {
      return table.createSchema()
    }
    getTime(): Promise<number> {
      return table.now()
    }
    async update(keys: string[], options: UpdateOptions = {}): Promise<void> {
      const now = await table.now()
      if (options.timeAtLeast !== undefined && now < options.timeAtLeast)
        throw new Error(`The record manager's clock (${now}) is behind the upsert's (${options.timeAtLeast})`)
      await table.upsert(
        keys.map((key, i) => ({ key, updatedAt: now, groupId: options.groupIds?.[i] ?? null })),
      )
    }
    async exists(keys: string[]): Promise<boolean[]> {
      const found = await table.existing(keys)
      return keys.map((k) => found.has(k))
    }
    listKeys(options: ListKeyOptions = {}): Promise<string[]> {
      return table.list(options)
    }
    deleteKeys(keys: string[]): Promise<void> {
      return table.remove(keys)
    }
  }
  const manager = new TableRecordManager()
  const cleanup = getString(ctx, 'cleanup', 'none')
  settings.set(manager, {
    cleanup: cleanup === 'incremental' || cleanup === 'full' ? cleanup : undefined,
    sourceIdKey: getString(ctx, 'sourceIdKey').trim() || 'source',
  })
  return manager
}
