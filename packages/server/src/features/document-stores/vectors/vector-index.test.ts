import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { exactTopK, topicVector } from '@unikflow/testkit'
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

describe('vector index: sqlite-vec binary codes for big stores', () => {
  it('finds the exact top 5 through the sign-bit search (recall ≥ 0.9 on seeded topic vectors), with exact scores', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'unikflow-vec-'))
    const handle = new Database(join(dir, 'v.db'))
    try {
      // coarseFrom 1: every query of this store goes through document_vec_bits_384.
      const index = await createSqliteVecIndex(handle, { coarseFrom: 1 })
      const vectors = Array.from({ length: 4000 }, (_, i) => topicVector(384, i, 200))
      await index.upsert(
        'big',
        vectors.map((embedding, i) => ({ id: `v${i}`, content: `chunk ${i}`, metadata: {}, embedding })),
      )
      await index.upsert('other', [
        { id: 'x', content: 'other store', metadata: {}, embedding: vectors[0] ?? [] },
      ])
      let found = 0
      const queries = 40
      for (let q = 0; q < queries; q++) {
        const query = topicVector(384, 1_000_000 + q, 200)
        const expected = exactTopK(vectors, query, 5).map((i) => `v${i}`)
        const hits = await index.query('big', query, 5)
        expect(hits).toHaveLength(5)
        found += hits.filter((h) => expected.includes(h.id)).length
        for (const h of hits) {
          const v = vectors[Number(h.id.slice(1))] ?? []
          const cosine = v.reduce((s, x, j) => s + x * (query[j] ?? 0), 0)
          expect(h.score).toBeCloseTo(cosine, 4)
        }
        // Ranked by the exact score, best first.
        expect(hits.map((h) => h.score)).toEqual([...hits.map((h) => h.score)].sort((a, b) => b - a))
      }
      expect(found / (queries * 5)).toBeGreaterThanOrEqual(0.9)
      // The codes follow removals and other stores stay apart.
      await index.remove('big', ['v0'])
      expect((await index.query('big', vectors[0] ?? [], 5)).map((h) => h.id)).not.toContain('v0')
      expect((await index.query('other', vectors[0] ?? [], 5)).map((h) => h.id)).toEqual(['x'])
      const rows: unknown = handle
        .prepare("select count(*) as n from document_vec_bits_384 where store_id = 'big'")
        .get()
      expect(rows).toEqual({ n: 3999 })
    } finally {
      handle.close()
      rmSync(dir, { recursive: true, force: true })
    }
  }, 120_000)

  it('gives vectors stored before the code table existed their codes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'unikflow-vec-'))
    const handle = new Database(join(dir, 'v.db'))
    try {
      // A database of the version with only the float vec0 table.
      const first = await createSqliteVecIndex(handle)
      const vectors = Array.from({ length: 300 }, (_, i) => topicVector(16, i, 10))
      await first.upsert(
        's',
        vectors.map((embedding, i) => ({ id: `v${i}`, content: `${i}`, metadata: {}, embedding })),
      )
      handle.exec('drop table document_vec_bits_16')
      const index = await createSqliteVecIndex(handle, { coarseFrom: 1 })
      const query = topicVector(16, 5_000, 10)
      const expected = exactTopK(vectors, query, 3).map((i) => `v${i}`)
      expect((await index.query('s', query, 3)).map((h) => h.id)).toEqual(expected)
    } finally {
      handle.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
