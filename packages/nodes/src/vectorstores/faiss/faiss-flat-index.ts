import { endianness } from 'node:os'
import { nextTurn } from '../../shared/next-turn'

/**
 * Faiss' flat indexes in Faiss' own file format (`faiss::write_index` / `read_index`), so a folder saved by
 * LangChain's FaissStore (faiss-node) opens here and ours opens there. Little-endian, as Faiss writes it on
 * every platform it supports:
 *
 *   fourcc  u32  "IxF2" (IndexFlatL2) or "IxFI" (IndexFlatIP), bytes in that order
 *   d       i32  dimension
 *   ntotal  i64  number of vectors
 *   dummy   i64  1 << 20, twice (fields Faiss no longer uses)
 *   trained u8   is_trained (1)
 *   metric  i32  1 = L2, 0 = inner product (no metric_arg follows for these two)
 *   size    u64  number of floats (ntotal · d), then the float32 vectors one after another
 */
export type TFaissMetric = 'l2' | 'ip'

const METRICS: readonly TFaissMetric[] = ['l2', 'ip']
const FOURCC: Record<TFaissMetric, string> = { l2: 'IxF2', ip: 'IxFI' }
const METRIC_CODE: Record<TFaissMetric, number> = { l2: 1, ip: 0 }
const HEADER_BYTES = 4 + 4 + 8 + 8 + 8 + 1 + 4
const DUMMY = 1n << 20n
/** A search gives the event loop a turn after this many ms (checked every CHECK_EVERY vectors). */
const SLICE_MS = 4
const CHECK_EVERY = 256

export class FaissFormatError extends Error {
  override readonly name = 'FaissFormatError'
}

/** Float32Array's bytes are the machine's; on a little-endian machine (x86, ARM) they are Faiss' bytes as they are. */
const LITTLE_ENDIAN = endianness() === 'LE'

/** A flat index; adding makes a new one, so an index read once can be shared by concurrent runs. */
export class FlatIndex {
  private readonly data: Float32Array

  constructor(
    readonly d: number,
    readonly metric: TFaissMetric = 'l2',
    vectors: Float32Array = new Float32Array(0),
  ) {
    if (!Number.isInteger(d) || d <= 0)
      throw new FaissFormatError(`A Faiss index needs a dimension, not ${d}`)
    if (vectors.length % d !== 0)
      throw new FaissFormatError(`${vectors.length} floats are not vectors of ${d}`)
    this.data = vectors
  }

  get ntotal(): number {
    return this.data.length / this.d
  }

  /** The vector at `i` (a copy). */
  vector(i: number): number[] {
    return Array.from(this.data.subarray(i * this.d, (i + 1) * this.d))
  }

  /** This index with `vectors` added after its own. */
  withAdded(vectors: readonly (readonly number[])[]): FlatIndex {
    for (const v of vectors)
      if (v.length !== this.d)
        throw new FaissFormatError(`Vectors must have ${this.d} dimensions like the index, not ${v.length}`)
    const next = new Float32Array(this.data.length + vectors.length * this.d)
    next.set(this.data)
    vectors.forEach((v, i) => next.set(v, this.data.length + i * this.d))
    return new FlatIndex(this.d, this.metric, next)
  }

  /**
   * The `k` nearest vectors as Faiss answers them: squared L2 distances ascending, or inner products
   * descending; ties keep the order of insertion.
   */
  async search(query: readonly number[], k: number): Promise<{ labels: number[]; distances: number[] }> {
    if (query.length !== this.d)
      throw new FaissFormatError(`The query has ${query.length} dimensions, the index ${this.d}`)
    const { d, data } = this
    const q = Float32Array.from(query)
    const l2 = this.metric === 'l2'
    const want = Math.max(0, Math.min(Math.floor(k), this.ntotal))
    // The best `want` so far, best first: [label, score] kept sorted by insertion (k is small).
    const best: [number, number][] = []
    const better = (a: number, b: number) => (l2 ? a < b : a > b)
    let sliceStart = performance.now()
    for (let i = 0; i < this.ntotal; i++) {
      if (i % CHECK_EVERY === 0 && performance.now() - sliceStart >= SLICE_MS) {
        await nextTurn()
        sliceStart = performance.now()
      }
      let acc = 0
      const off = i * d
      if (l2)
        for (let j = 0; j < d; j++) {
          const diff = (data[off + j] ?? 0) - (q[j] ?? 0)
          acc += diff * diff
        }
      else for (let j = 0; j < d; j++) acc += (data[off + j] ?? 0) * (q[j] ?? 0)
      const worst = best[want - 1]
      if (best.length === want && (!worst || !better(acc, worst[1]))) continue
      let at = best.length
      while (at > 0 && better(acc, best[at - 1]?.[1] ?? 0)) at--
      best.splice(at, 0, [i, acc])
      if (best.length > want) best.pop()
    }
    return { labels: best.map(([i]) => i), distances: best.map(([, score]) => Math.fround(score)) }
  }

  toBuffer(): Buffer {
    const floats = this.data.length
    const header = Buffer.alloc(HEADER_BYTES + 8)
    header.write(FOURCC[this.metric], 0, 'latin1')
    header.writeInt32LE(this.d, 4)
    header.writeBigInt64LE(BigInt(this.ntotal), 8)
    header.writeBigInt64LE(DUMMY, 16)
    header.writeBigInt64LE(DUMMY, 24)
    header.writeUInt8(1, 32)
    header.writeInt32LE(METRIC_CODE[this.metric], 33)
    header.writeBigUInt64LE(BigInt(floats), HEADER_BYTES)
    if (LITTLE_ENDIAN)
      return Buffer.concat([
        header,
        Buffer.from(this.data.buffer, this.data.byteOffset, this.data.byteLength),
      ])
    const body = Buffer.alloc(floats * 4)
    for (let i = 0; i < floats; i++) body.writeFloatLE(this.data[i] ?? 0, i * 4)
    return Buffer.concat([header, body])
  }

  static fromBuffer(buf: Buffer): FlatIndex {
    if (buf.length < HEADER_BYTES + 8) throw new FaissFormatError('The Faiss index file is too short')
    const fourcc = buf.toString('latin1', 0, 4)
    const metric = METRICS.find((m) => FOURCC[m] === fourcc)
    if (!metric)
      throw new FaissFormatError(
        `Only flat Faiss indexes (IndexFlatL2 "IxF2", IndexFlatIP "IxFI") can be read, not "${fourcc}"`,
      )
    const d = buf.readInt32LE(4)
    const ntotal = buf.readBigInt64LE(8)
    const code = buf.readInt32LE(33)
    if (code !== METRIC_CODE[metric])
      throw new FaissFormatError(`The index "${fourcc}" says metric ${code}; the file is damaged`)
    const floats = buf.readBigUInt64LE(HEADER_BYTES)
    if (d <= 0 || ntotal < 0n || floats !== ntotal * BigInt(d))
      throw new FaissFormatError(
        `The index header (d ${d}, ntotal ${ntotal}, ${floats} floats) does not add up`,
      )
    const n = Number(floats)
    if (buf.length !== HEADER_BYTES + 8 + n * 4)
      throw new FaissFormatError(
        `The index should hold ${n} floats after its header; the file has ${buf.length} bytes`,
      )
    const start = HEADER_BYTES + 8
    // A copy (slice) so the floats are aligned whatever the Buffer's offset in its pool.
    const vectors = LITTLE_ENDIAN
      ? new Float32Array(buf.buffer.slice(buf.byteOffset + start, buf.byteOffset + start + n * 4))
      : Float32Array.from({ length: n }, (_, i) => buf.readFloatLE(start + i * 4))
    return new FlatIndex(d, metric, vectors)
  }
}
