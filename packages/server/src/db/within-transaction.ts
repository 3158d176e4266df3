import type { Kysely } from 'kysely'
import type { DB } from './schema'

/** Runs `work` in a transaction of its own, or in the caller's when `db` already is one (Kysely does not nest them). */
export function withinTransaction<T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work)
}
