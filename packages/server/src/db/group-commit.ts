// Group commit of finished runs (predictions store through it; readers of what it stores behind an
// answer, app close and worker shutdown wait for it with storedSoFar).
import type { FastifyBaseLogger } from 'fastify'
import { sql, type Kysely } from 'kysely'
import type { DB } from './schema'

/** One part of a finished run to store, named for the warning when it cannot be. */
interface StorePart {
  name: string
  store: (trx: Kysely<DB>) => Promise<unknown>
}

/**
 * Stores the parts of a finished run (its chat messages, its trace). The model has already answered by
 * then, so a failure to store (a full disk, a database that went away) is logged and reported in the
 * answer instead of thrown: throwing would lose an answer the caller already paid for. Returns the names
 * of the parts that could not be stored (undefined for the others); a failed commit names them all.
 *
 * Runs that finish together are stored together: one transaction, and one commit — the costly write of
 * the database's log (an fsync on PostgreSQL) — for every run whose parts arrived while the previous
 * commit was being made or within the same turn of the event loop (group commit). When that transaction
 * fails, nothing of it was stored, and each run is stored again alone (`storeApart`), so one run's failure
 * is never another's.
 */
export function storeTogether(
  db: Kysely<DB>,
  log: FastifyBaseLogger,
  parts: readonly StorePart[],
): Promise<(string | undefined)[]> {
  const batch = batchOf(db)
  return new Promise((resolve) => queue(db, batch, { log, parts, resolve }))
}

function queue(db: Kysely<DB>, batch: Batch, run: WaitingRun) {
  batch.waiting.push(run)
  if (!batch.storing && batch.waiting.length === 1) setImmediate(() => void storeWaiting(db, batch))
}

/**
 * How long a part stored behind an answer waits for others to share its commit: under load, the traces
 * of dozens of runs go in one transaction instead of a few with each commit of answers (a commit writes
 * every page its rows touched to the log, and the traces of runs finishing together share their pages).
 */
const BEHIND_MS = 100

/**
 * Stores a part of a finished run that its answer does not wait for (its trace and the analytics counters
 * it feeds): held for BEHIND_MS (or until MAX_RUNS_PER_COMMIT are held) and then queued like
 * `storeTogether`'s parts, while the answer is already on its way. A failure is logged (by `storeApart`),
 * not reported to the caller, who has gone. Readers of such parts wait for `storedSoFar` first, which
 * stores what is held at once, so a caller that reads right after its answer sees its run.
 */
export function storeBehind(db: Kysely<DB>, log: FastifyBaseLogger, part: StorePart): void {
  const batch = batchOf(db)
  batch.behind.push({ log, parts: [part], resolve: () => {} })
  if (batch.behind.length >= MAX_RUNS_PER_COMMIT) queueBehind(db, batch)
  else batch.behindTimer ??= setTimeout(() => queueBehind(db, batch), BEHIND_MS)
}

function queueBehind(db: Kysely<DB>, batch: Batch) {
  clearTimeout(batch.behindTimer)
  batch.behindTimer = undefined
  for (const run of batch.behind.splice(0)) queue(db, batch, run)
}

/** Resolves once every part handed to `storeTogether` or `storeBehind` before the call is stored or failed. */
export function storedSoFar(db: Kysely<DB>): Promise<void> {
  const batch = batches.get(db)
  if (batch && batch.behind.length > 0) queueBehind(db, batch)
  if (!batch || (!batch.storing && batch.waiting.length === 0)) return Promise.resolve()
  return new Promise((resolve) => batch.drained.push(resolve))
}

interface WaitingRun {
  log: FastifyBaseLogger
  parts: readonly StorePart[]
  resolve: (failed: (string | undefined)[]) => void
}

/**
 * Runs waiting to be stored, per database; whether a transaction is storing others now; who waits for all;
 * parts held behind answers, and the timer that queues them.
 */
interface Batch {
  waiting: WaitingRun[]
  storing: boolean
  drained: (() => void)[]
  behind: WaitingRun[]
  behindTimer: ReturnType<typeof setTimeout> | undefined
}

const batches = new WeakMap<Kysely<DB>, Batch>()

function batchOf(db: Kysely<DB>): Batch {
  let batch = batches.get(db)
  if (!batch)
    batches.set(
      db,
      (batch = { waiting: [], storing: false, drained: [], behind: [], behindTimer: undefined }),
    )
  return batch
}

/** At most this many runs in one transaction, so none grows without bound under load. */
const MAX_RUNS_PER_COMMIT = 64

async function storeWaiting(db: Kysely<DB>, batch: Batch) {
  batch.storing = true
  try {
    while (batch.waiting.length > 0) {
      const runs = batch.waiting.splice(0, MAX_RUNS_PER_COMMIT)
      try {
        await db.transaction().execute(async (trx) => {
          for (const run of runs) for (const part of run.parts) await part.store(trx)
        })
        for (const run of runs) run.resolve(run.parts.map(() => undefined))
      } catch {
        for (const run of runs) run.resolve(await storeApart(db, run.log, run.parts))
      }
    }
  } finally {
    batch.storing = false
    for (const resolve of batch.drained.splice(0)) resolve()
  }
}

/**
 * One run's parts, each behind a savepoint, so a part that fails is rolled back alone and the others are
 * kept. Only after a batch failed (savepoints on every run were four statements more per prediction for a
 * case that almost never happens).
 */
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
