import { startFakePgVector, type FakePgVector } from '@unikflow/testkit'

/** Where a coverage fixture names the pgvector double: the Postgres nodes' port (a number input). */
export const PGVECTOR_PORT_PLACEHOLDER = '54329'

/**
 * The pgvector double (PGlite) for the coverage test, one for the whole file: PGlite takes seconds to start
 * (the other doubles milliseconds), so it starts only when a case about to run names it, and both dialects
 * share it; `clear` drops what a dialect's runs made, so each dialect starts from an empty database.
 */
export interface SharedPgVector {
  /** Starts PGlite on the first call; later calls wait for the same start. */
  start(): Promise<FakePgVector>
  /** The started double; throws when no case asked for it (its fixture does not name the port). */
  get(): FakePgVector
  /** Drops every table the runs made (the Postgres vector store's, the record managers', agent memories'). */
  clear(): Promise<void>
  close(): Promise<void>
}

export function sharedPgVector(): SharedPgVector {
  let starting: Promise<FakePgVector> | undefined
  let started: FakePgVector | undefined
  return {
    start() {
      starting ??= startFakePgVector().then((pg) => (started = pg))
      return starting
    },
    get() {
      if (!started)
        throw new Error(
          `pgvector is started for the cases whose fixture names its port ${PGVECTOR_PORT_PLACEHOLDER}`,
        )
      return started
    },
    async clear() {
      if (!starting) return
      const pg = await starting
      const { rows } = await pg.db.query<{ name: string }>(
        `select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables
         where schemaname not in ('pg_catalog', 'information_schema')`,
      )
      for (const { name } of rows) await pg.db.exec(`drop table if exists ${name} cascade`)
    },
    async close() {
      if (starting) await (await starting).close()
    },
  }
}
