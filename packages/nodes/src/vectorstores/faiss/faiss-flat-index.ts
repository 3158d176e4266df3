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
/** Vectors scored between two turns of the event loop while searching. */
const VECTORS_PER_TURN = 20_000

export class FaissFormatError extends Error {
  override readonly name = 'FaissFormatError'
}

export class FlatIndex {
  private data: Float32Array
  private count: number

  constructor(
    readonly d: number,
    readonly metric: TFaissMetric = 'l2',
    vectors?: Float32Array,
  ) {
    if (!Number.isInteger(d) || d <= 0)
      throw new FaissFormatError(`A Faiss index needs a dimension, not ${d}`)
    this.data = vectors ?? new Float32Array(0)
    this.count = this.data.length / d
  }

  get ntotal(): number {
    return this.count
  }

  /** The vector at `i` (a copy). */
  vector(i: number): number[] {
    return Array.from(this.data.subarray(i * this.d, (i + 1) * this.d))
  }

  add(vectors: readonly (readonly number[])[]): void {
    for (const v of vectors)
      if (v.length !== this.d)
        throw new FaissFormatError(`Vectors must have ${this.d} dimensions like the index, not ${v.length}`)
    const next = new Float32Array(this.data.length + vectors.length * this.d)
    next.set(this.data)
    vectors.forEach((v, i) => next.set(v, this.data.length + i * this.d))
    this.data = next
    this.count += vectors.length
  }

  /**
   * The `k` nearest vectors as Faiss answers them: squared L2 distances ascending, or inner products
   * descending; ties keep the order of insertion.
   */
  async search(query: readonly number[], k: number): Promise<{ labels: number[]; distances: number[] }> {
    if (query.length !== this.d)
      throw new FaissFormatError(`The query has ${query.length} dimensions, the index ${this.d}`)
    const scores = new Float64Array(this.count)
    for (let i = 0; i < this.count; i++) {
      if (i > 0 && i % VECTORS_PER_TURN === 0) await nextTurn()
      let acc = 0
      const off = i * this.d
      for (let j = 0; j < this.d; j++) {
        const x = this.data[off + j] ?? 0
        const q = query[j] ?? 0
        acc += this.metric === 'l2' ? (x - q) * (x - q) : x * q
      }
      scores[i] = acc
    }
    const order = Array.from({ length: this.count }, (_, i) => i)
    const sign = this.metric === 'l2' ? 1 : -1
    order.sort((a, b) => sign * ((scores[a] ?? 0) - (scores[b] ?? 0)) || a - b)
    const labels = order.slice(0, Math.max(0, Math.min(k, this.count)))
    return { labels, distances: labels.map((i) => Math.fround(scores[i] ?? 0)) }
  }

  toBuffer(): Buffer {
    const floats = this.count * this.d
    const buf = Buffer.alloc(HEADER_BYTES + 8 + floats * 4)
    buf.write(FOURCC[this.metric], 0, 'latin1')
    buf.writeInt32LE(this.d, 4)
    buf.writeBigInt64LE(BigInt(this.count), 8)
    buf.writeBigInt64LE(DUMMY, 16)
    buf.writeBigInt64LE(DUMMY, 24)
    buf.writeUInt8(1, 32)
    buf.writeInt32LE(METRIC_CODE[this.metric], 33)
    buf.writeBigUInt64LE(BigInt(floats), HEADER_BYTES)
    for (let i = 0; i < floats; i++) buf.writeFloatLE(this.data[i] ?? 0, HEADER_BYTES + 8 + i * 4)
    return buf
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
    const vectors = new Float32Array(n)
    for (let i = 0; i < n; i++) vectors[i] = buf.readFloatLE(HEADER_BYTES + 8 + i * 4)
    return new FlatIndex(d, metric, vectors)
  }
}
