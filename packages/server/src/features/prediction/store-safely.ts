import type { FastifyBaseLogger } from 'fastify'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema'

/** One part of a finished run to store, named for the warning when it cannot be. */
interface StorePart {
  name: string
  store: (trx: Kysely<DB>) => Promise<unknown>
}

/**
 * Stores the parts of a finished run (its chat messages, its trace). The model has already answered by
 * then, so a failure to store (a full disk, a database that went away) is logged and reported in the
 * answer instead of thrown: throwing would lose an answer the caller already paid for. One transaction
 * for all parts (one commit, the costly write of the database's log, instead of one per part). When it
 * fails, nothing of it was stored, and the parts are stored again one behind a savepoint each, so a part
 * that fails is rolled back alone and the others are kept (savepoints on every run were four statements
 * more per prediction for a case that almost never happens). Returns the names of the parts that could
 * not be stored (undefined for the others); a failed commit names them all.
 */
export async function storeTogether(
  db: Kysely<DB>,
  log: FastifyBaseLogger,
  parts: readonly StorePart[],
): Promise<(string | undefined)[]> {
  try {
    await db.transaction().execute(async (trx) => {
      for (const part of parts) await part.store(trx)
    })
    return parts.map(() => undefined)
  } catch {
    return storeApart(db, log, parts)
  }
}

async function storeApart(
  db: Kysely<DB>,
  log: FastifyBaseLogger,
  parts: readonly StorePart[],
): Promise<(string | undefined)[]> {
  try {
    return await db.transaction().execute(async (trx) => {
      const failed: (string | undefined)[] = []
      for (const [index, part] of parts.entries()) {
        const savepoint = sql.raw(`run_part_${index}`)
        await sql`savepoint ${savepoint}`.execute(trx)
        try {
          await part.store(trx)
          await sql`release savepoint ${savepoint}`.execute(trx)
          failed.push(undefined)
        } catch (error) {
          await sql`rollback to savepoint ${savepoint}`.execute(trx)
          log.error({ err: error }, `the run's ${part.name} could not be stored`)
          failed.push(part.name)
        }
      }
      return failed
    })
  } catch (error) {
    log.error({ err: error }, "the run's storage could not be committed")
    return parts.map((part) => part.name)
  }
}

/** The answer's note about what was not stored, when something was not. */
export function storageWarning(failed: (string | undefined)[]): string | undefined {
  const names = failed.filter((name): name is string => name !== undefined)
  if (names.length === 0) return undefined
  return `The answer could not be stored (${names.join(', ')}); it is not in the chat history.`
}
