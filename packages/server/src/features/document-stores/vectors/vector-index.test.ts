import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { createPgVectorIndex } from './pgvector-index'
import { createSqliteVecIndex } from './sqlite-vec-index'
import type { VectorIndex } from './vector-types'

type Opened = { index: VectorIndex; close(): Promise<void> }

async function openSqlite(): Promise<Opened> {
  const dir = mkdtempSync(join(tmpdir(), 'unikflow-vec-'))
  const handle = new Database(join(dir, 'v.db'))
  return {
    index: await createSqliteVecIndex(handle),
    async close() {
      handle.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** pgvector's SQL on PGlite with its `vector` extension (this machine's PostgreSQL has no pgvector). */
async function openPglite(): Promise<Opened> {
  const { PGlite } = await import('@electric-sql/pglite')
  const { vector } = await import('@electric-sql/pglite/vector')
  const pg = await PGlite.create({ extensions: { vector } })
  return {
    index: await createPgVectorIndex({
      async query(sql, params) {
        const { rows } = await pg.query<Record<string, unknown>>(sql, params)
        return { rows }
      },
    }),
    close: () => pg.close(),
  }
}

describe.each([
  ['sqlite-vec', openSqlite],
  ['pgvector (PGlite)', openPglite],
] as const)('vector index: %s', (_name, open) => {
  let opened: Opened | undefined
  const index = async () => (opened ??= await open()).index
  afterAll(async () => opened?.close())

  it('upserts, finds the nearest by cosine with scores, filters on metadata, removes', async () => {
    const v = await index()
    await v.upsert('s1', [
      {
        id: 'a',
        content: 'north',
        metadata: { source: 'a.md', page: 1, public: true },
        embedding: [1, 0, 0],
      },
      {
        id: 'b',
        content: 'north-east',
        metadata: { source: 'b.md', page: 2, public: false },
        embedding: [1, 1, 0],
      },
      { id: 'c', content: 'up', metadata: { source: 'a.md', page: 3, public: true }, embedding: [0, 0, 1] },
    ])
    await v.upsert('s2', [{ id: 'a', content: 'other store', metadata: {}, embedding: [1, 0, 0] }])
    const hits = await v.query('s1', [1, 0.1, 0], 2)
    expect(hits.map((h) => h.id)).toEqual(['a', 'b'])
    expect(hits[0]?.score).toBeGreaterThan(0.99)
    expect(hits[0]).toMatchObject({ content: 'north', metadata: { source: 'a.md', page: 1 } })
    expect((await v.query('s1', [1, 0, 0], 5, { source: 'a.md' })).map((h) => h.id)).toEqual(['a', 'c'])
    expect((await v.query('s1', [1, 0, 0], 5, { page: 2 })).map((h) => h.id)).toEqual(['b'])
    expect((await v.query('s1', [1, 0, 0], 5, { public: false })).map((h) => h.id)).toEqual(['b'])
    await v.upsert('s1', [{ id: 'a', content: 'north v2', metadata: {}, embedding: [0, 1, 0] }])
    expect((await v.query('s1', [0, 1, 0.2], 1))[0]).toMatchObject({ id: 'a', content: 'north v2' })
    expect(await v.count('s1')).toBe(3)
    await v.remove('s1', ['a', 'b'])
    expect(await v.count('s1')).toBe(1)
    await expect(v.query('s1', [1, 0, 0], 1, { "x') or 1=1 --": 'y' })).rejects.toThrow(
      /Invalid metadata key/,
    )
    await v.removeStore('s1')
    expect(await v.count('s1')).toBe(0)
    expect(await v.count('s2')).toBe(1)
    expect((await v.query('s2', [1, 0, 0], 3)).map((h) => h.id)).toEqual(['a'])
  }, 60_000)
})

describe('vector index: sqlite-vec storage', () => {
  it('indexes vectors stored before its vec0 table existed, and keeps vectors of other lengths apart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'unikflow-vec-'))
    const handle = new Database(join(dir, 'v.db'))
    try {
      // A database written by the version without vec0 tables: only document_vectors.
      handle.exec(`create table document_vectors (
        store_id text not null, id text not null, content text not null, metadata text not null,
        embedding blob not null, primary key (store_id, id))`)
      const blob = (v: number[]) => Buffer.from(new Float32Array(v).buffer)
      handle
        .prepare('insert into document_vectors values (?, ?, ?, ?, ?)')
        .run('s', 'old', 'stored earlier', '{}', blob([0, 1, 0]))
      const index = await createSqliteVecIndex(handle)
      await index.upsert('s', [
        { id: 'new', content: 'new', metadata: {}, embedding: [1, 0, 0] },
        { id: 'wide', content: 'four dims', metadata: {}, embedding: [0, 1, 0, 0] },
      ])
      expect((await index.query('s', [0, 1, 0.1], 2)).map((h) => h.id)).toEqual(['old', 'new'])
      expect((await index.query('s', [0, 1, 0, 0], 5)).map((h) => h.id)).toEqual(['wide'])
      await index.removeStore('s')
      expect(await index.query('s', [0, 1, 0], 5)).toEqual([])
    } finally {
      handle.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
