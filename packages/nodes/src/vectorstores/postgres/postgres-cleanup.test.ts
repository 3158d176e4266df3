import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startFakePgVector, type FakePgVector } from '@unikflow/testkit'
import { DELETED_BY_CLEANUP, upsertTwiceWithFullCleanup } from '../../testing/cleanup-full'

/** PostgreSQL's wire protocol served by PGlite with pgvector (this machine's PostgreSQL has no pgvector). */
let pg: FakePgVector
const harness = useNodeHarness()
beforeAll(async () => {
  pg = await startFakePgVector()
}, 120_000)
afterAll(() => pg.close())

describe('Postgres (pgvector) with a Record Manager', () => {
  it('Cleanup Full deletes the row of the document the source no longer has', async () => {
    const result = await upsertTwiceWithFullCleanup(harness, {
      name: 'postgres',
      credential: { user: 'postgres', password: 'pglite' },
      inputs: { host: '127.0.0.1', database: 'postgres', port: pg.port, tableName: 'cleanup_pets' },
    })
    expect(result).toMatchObject(DELETED_BY_CLEANUP)
    const rows = await pg.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cleanup_pets')
    expect(rows.rows[0]?.n).toBe(1)
  })
})
