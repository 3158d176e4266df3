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

/** A kind of record stored behind answers (traces, counters), and how to store many of them at once. */
export interface BehindKind<T> {
  name: string
  storeAll: (trx: Kysely<DB>, items: readonly T[]) => Promise<unknown>
}

/** Items of one kind held behind answers; `add` keeps the kind's own item type (see storeBehind). */
interface Held {
  count: () => number
  add: (item: unknown, log: FastifyBaseLogger) => void
  /** The items as one run to store: all of them together, or each alone after a failed batch. */
  take: () => WaitingRun
}

function heldOf<T>(kind: BehindKind<T>, first: FastifyBaseLogger): Held {
  const items: T[] = []
  // The logger of the latest request that held one: a failure is logged with a request of the batch.
  let log = first
  const resolve = () => {}
  return {
    count: () => items.length,
    add: (item, by) => {
      // Cast: storeBehind hands this Held only items given with its kind, which are T.
      items.push(item as T)
      log = by
    },
    take: () => {
      const taken = items.splice(0)
      return {
        log,
        parts: taken.map((item) => ({ name: kind.name, store: (trx) => kind.storeAll(trx, [item]) })),
        together: { name: kind.name, store: (trx) => kind.storeAll(trx, taken) },
        resolve,
      }
    },
  }
}

/**
 * Stores a record of a finished run that its answer does not wait for (its trace, analytics counters):
 * held until the end of this turn of the event loop (or until MAX_RUNS_PER_COMMIT are held) with the
 * others of its kind, then stored with them by `kind.storeAll` in one transaction, while the answers are
 * already on their way. (Holding them up to 100 ms for more of their kind did not show in the A/B bench:
 * 5 % less CPU per prediction at best, and no steady gain in throughput or latency.) When that
 * fails, each is stored alone; a failure is logged (by `storeApart`), not reported to the caller, who has
 * gone. Readers of such records call `storedSoFar` first, which stores what is held at once, so a caller
 * that reads right after its answer sees its run.
 */
export function storeBehind<T>(db: Kysely<DB>, log: FastifyBaseLogger, kind: BehindKind<T>, item: T): void {
  const batch = batchOf(db)
  let held = batch.behind.get(kind)
  if (!held) batch.behind.set(kind, (held = heldOf(kind, log)))
  held.add(item, log)
  if (heldCount(batch) >= MAX_RUNS_PER_COMMIT) queueBehind(db, batch)
  else batch.behindTimer ??= setImmediate(() => queueBehind(db, batch))
}

/** Records held behind answers, of every kind. */
function heldCount(batch: Batch): number {
  let count = 0
  for (const held of batch.behind.values()) count += held.count()
  return count
}

function queueBehind(db: Kysely<DB>, batch: Batch) {
  if (batch.behindTimer) clearImmediate(batch.behindTimer)
  batch.behindTimer = undefined
  for (const held of batch.behind.values()) if (held.count() > 0) queue(db, batch, held.take())
}

/** Resolves once every part handed to `storeTogether` or `storeBehind` before the call is stored or failed. */
export function storedSoFar(db: Kysely<DB>): Promise<void> {
  const batch = batches.get(db)
  if (batch && heldCount(batch) > 0) queueBehind(db, batch)
  if (!batch || (!batch.storing && batch.waiting.length === 0)) return Promise.resolve()
  return new Promise((resolve) => batch.drained.push(resolve))
}

interface WaitingRun {
  log: FastifyBaseLogger
  parts: readonly StorePart[]
  /** The parts as one, when they can be stored at once (held records of one kind); `parts` after a failure. */
  together?: StorePart
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
  behind: Map<object, Held>
  behindTimer: ReturnType<typeof setImmediate> | undefined
}

const batches = new WeakMap<Kysely<DB>, Batch>()

function batchOf(db: Kysely<DB>): Batch {
  let batch = batches.get(db)
  if (!batch)
    batches.set(
      db,
      (batch = {
        waiting: [],
        storing: false,
        drained: [],
        behind: new Map(),
        behindTimer: undefined,
      }),
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
          for (const run of runs) {
            if (run.together) await run.together.store(trx)
            else for (const part of run.parts) await part.store(trx)
          }
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
