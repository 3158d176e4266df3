import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { nowIso, type DB } from '../../db/schema'

/** The size of a stored part: big enough for few rows, small enough that no step holds much more. */
export const FILE_PART_BYTES = 1024 * 1024

/**
 * Stores a file as parts of `FILE_PART_BYTES` while `source` yields its bytes (an upload's stream or a
 * buffer in hand), so the whole file is never one buffer here. One transaction: a failed write leaves no
 * half file. Returns the file's id and size.
 */
export async function insertFile(
  db: Kysely<DB>,
  unikId: string,
  loaderId: string,
  head: { name: string; mime: string },
  source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
): Promise<{ id: string; size: number }> {
  const id = randomUUID()
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('document_store_files')
      .values({ id, unik_id: unikId, loader_id: loaderId, ...head, size: 0, data: '', created_at: nowIso() })
      .execute()
    let size = 0
    let partNo = 0
    for await (const part of inParts(source, FILE_PART_BYTES)) {
      await trx
        .insertInto('document_store_file_parts')
        .values({ file_id: id, part_no: partNo, data: part })
        .execute()
      partNo += 1
      size += part.length
    }
    await trx.updateTable('document_store_files').set({ size }).where('id', '=', id).execute()
    return { id, size }
  })
}

/** Re-cuts a stream of pieces of any size into parts of `size` bytes (the last one shorter). */
export async function* inParts(
  source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  size: number,
): AsyncGenerator<Buffer> {
  let pending: Buffer[] = []
  let pendingBytes = 0
  for await (const piece of source) {
    let rest = Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength)
    while (pendingBytes + rest.length >= size) {
      const take = size - pendingBytes
      yield Buffer.concat([...pending, rest.subarray(0, take)])
      pending = []
      pendingBytes = 0
      rest = rest.subarray(take)
    }
    if (rest.length > 0) {
      // A copy: the caller may reuse the piece's memory (a stream's chunk pool) once we hand control back.
      pending.push(Buffer.from(rest))
      pendingBytes += rest.length
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending)
}

/**
 * A stored file's bytes a part at a time (at most `FILE_PART_BYTES` a piece), read from the database as they
 * are consumed. A file stored before parts existed is its base64 column, decoded and handed on in parts.
 */
export async function* readFileParts(db: Kysely<DB>, unikId: string, fileId: string): AsyncGenerator<Buffer> {
  const file = await db
    .selectFrom('document_store_files')
    .select(['id'])
    .where('unik_id', '=', unikId)
    .where('id', '=', fileId)
    .executeTakeFirst()
  if (!file) return
  for (let partNo = 0; ; partNo++) {
    const part = await db
      .selectFrom('document_store_file_parts')
      .select('data')
      .where('file_id', '=', fileId)
      .where('part_no', '=', partNo)
      .executeTakeFirst()
    if (part) {
      yield part.data
      continue
    }
    if (partNo > 0) return
    const legacy = await db
      .selectFrom('document_store_files')
      .select('data')
      .where('id', '=', fileId)
      .executeTakeFirst()
    const bytes = Buffer.from(legacy?.data ?? '', 'base64')
    for (let at = 0; at < bytes.length; at += FILE_PART_BYTES) yield bytes.subarray(at, at + FILE_PART_BYTES)
    return
  }
}
