import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { describeDialects } from '../../test/build-test-app'
import { unikFixture } from '../../test/unik-fixture'
import { documentStoreClient, fileOf } from './document-store-client'
import { FILE_PART_BYTES, inParts, insertFile, readFileParts } from './document-file-parts.repository'
import { withData } from './document-loaders.repository'

describe('inParts', () => {
  it('re-cuts pieces of any size into parts of the given size, the last one shorter', async () => {
    const bytes = randomBytes(25)
    const pieces = [bytes.subarray(0, 3), bytes.subarray(3, 4), bytes.subarray(4, 22), bytes.subarray(22)]
    const parts: Buffer[] = []
    for await (const p of inParts(pieces, 10)) parts.push(p)
    expect(parts.map((p) => p.length)).toEqual([10, 10, 5])
    expect(Buffer.concat(parts).equals(bytes)).toBe(true)
  })
})

describeDialects('document file parts (%s)', (dialect) => {
  const t = unikFixture(dialect, { owner: 'parts-owner@example.com', unik: 'Parts' })

  async function newLoader() {
    const api = documentStoreClient(t.app, t.unik.id)
    const store = await api.store(t.owner, 'Parts store')
    return api.saveLoader(t.owner, {
      storeId: store.id,
      loaderName: 'textFile',
      files: [fileOf('seed.txt', 'seed')],
    })
  }

  it('stores a multi-part file as binary parts and reads it back byte-exactly, a part at a time', async () => {
    const loader = await newLoader()
    const db = t.database.db
    // Not a multiple of the part size, fed in odd pieces as an upload stream hands them.
    const bytes = randomBytes(2 * FILE_PART_BYTES + 12_345)
    async function* upload() {
      for (let at = 0; at < bytes.length; at += 300_001) yield bytes.subarray(at, at + 300_001)
    }
    const file = await insertFile(db, t.unik.id, loader.id, { name: 'big.bin', mime: 'text/plain' }, upload())
    expect(file.size).toBe(bytes.length)

    const rows = await db
      .selectFrom('document_store_file_parts')
      .select(['part_no', 'data'])
      .where('file_id', '=', file.id)
      .orderBy('part_no')
      .execute()
    expect(rows.map((r) => [r.part_no, r.data.length])).toEqual([
      [0, FILE_PART_BYTES],
      [1, FILE_PART_BYTES],
      [2, 12_345],
    ])
    expect(
      (
        await db
          .selectFrom('document_store_files')
          .select('data')
          .where('id', '=', file.id)
          .executeTakeFirst()
      )?.data,
    ).toBe('')

    const read: Buffer[] = []
    for await (const part of readFileParts(db, t.unik.id, file.id)) read.push(part)
    expect(Math.max(...read.map((p) => p.length))).toBeLessThanOrEqual(FILE_PART_BYTES)
    expect(Buffer.concat(read).equals(bytes)).toBe(true)

    const [whole] = await withData(db, t.unik.id, [
      { id: file.id, name: 'big.bin', mime: 'text/plain', size: file.size },
    ])
    expect(whole?.data.equals(bytes)).toBe(true)

    // Another unik reads nothing of it.
    const other: Buffer[] = []
    for await (const part of readFileParts(db, 'another-unik', file.id)) other.push(part)
    expect(other).toEqual([])
  })

  it('reads a file stored before parts (base64 column) in parts', async () => {
    const loader = await newLoader()
    const db = t.database.db
    const bytes = randomBytes(FILE_PART_BYTES + 7)
    await db
      .insertInto('document_store_files')
      .values({
        id: `legacy-${dialect}`,
        unik_id: t.unik.id,
        loader_id: loader.id,
        name: 'old.txt',
        mime: 'text/plain',
        size: bytes.length,
        data: bytes.toString('base64'),
        created_at: new Date().toISOString(),
      })
      .execute()
    const read: Buffer[] = []
    for await (const part of readFileParts(db, t.unik.id, `legacy-${dialect}`)) read.push(part)
    expect(read.map((p) => p.length)).toEqual([FILE_PART_BYTES, 7])
    expect(Buffer.concat(read).equals(bytes)).toBe(true)
  })

  it('deletes a file’s parts with its loader', async () => {
    const loader = await newLoader()
    const db = t.database.db
    const file = await insertFile(db, t.unik.id, loader.id, { name: 'x.txt', mime: 'text/plain' }, [
      randomBytes(10),
    ])
    const api = documentStoreClient(t.app, t.unik.id)
    const res = await api.call(t.owner, 'DELETE', `/loader/${loader.storeId}/${loader.id}`)
    expect(res.statusCode, res.body).toBe(204)
    const left = await db
      .selectFrom('document_store_file_parts')
      .select('part_no')
      .where('file_id', '=', file.id)
      .execute()
    expect(left).toEqual([])
  })
})
