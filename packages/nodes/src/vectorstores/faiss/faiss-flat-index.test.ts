import { describe, expect, it } from 'vitest'
import { eventLoopTurns } from '@unikflow/testkit'
import { FaissFormatError, FlatIndex } from './faiss-flat-index'
import { parseDocstore, serializeDocstore } from './faiss-folder-store'

/** An IndexFlatL2 of two 2-d vectors, [1, 0] and [0, 2], byte by byte as faiss::write_index writes it. */
const L2_FIXTURE = Buffer.from(
  [
    '49 78 46 32', // fourcc "IxF2"
    '02 00 00 00', // d = 2 (int32)
    '02 00 00 00 00 00 00 00', // ntotal = 2 (int64)
    '00 00 10 00 00 00 00 00', // dummy 1 << 20 (int64)
    '00 00 10 00 00 00 00 00', // dummy 1 << 20 (int64)
    '01', // is_trained (bool)
    '01 00 00 00', // metric_type METRIC_L2 = 1 (int32)
    '04 00 00 00 00 00 00 00', // 4 floats follow (size_t)
    '00 00 80 3f 00 00 00 00', // 1.0, 0.0
    '00 00 00 00 00 00 00 40', // 0.0, 2.0
  ]
    .join(' ')
    .split(' ')
    .map((h) => parseInt(h, 16)),
)

describe('Faiss flat index file', () => {
  it('reads an IndexFlatL2 written by Faiss and writes the same bytes back', () => {
    const index = FlatIndex.fromBuffer(L2_FIXTURE)
    expect(index.d).toBe(2)
    expect(index.metric).toBe('l2')
    expect(index.ntotal).toBe(2)
    expect(index.vector(0)).toEqual([1, 0])
    expect(index.vector(1)).toEqual([0, 2])
    const ours = new FlatIndex(2).withAdded([
      [1, 0],
      [0, 2],
    ])
    expect(ours.toBuffer().equals(L2_FIXTURE)).toBe(true)
  })

  it('writes an IndexFlatIP with its own fourcc and metric 0', () => {
    const ip = new FlatIndex(2, 'ip').withAdded([[1, 0]])
    const bytes = ip.toBuffer()
    expect(bytes.toString('latin1', 0, 4)).toBe('IxFI')
    expect(bytes.readInt32LE(33)).toBe(0)
    expect(bytes.length).toBe(37 + 8 + 8)
    expect(FlatIndex.fromBuffer(bytes).metric).toBe('ip')
  })

  it('searches like Faiss: squared L2 ascending, inner product descending, k capped', async () => {
    const l2 = FlatIndex.fromBuffer(L2_FIXTURE)
    expect(await l2.search([0, 1.5], 5)).toEqual({ labels: [1, 0], distances: [0.25, 3.25] })
    const ip = new FlatIndex(2, 'ip').withAdded([
      [1, 0],
      [0, 2],
      [3, 0],
    ])
    expect((await ip.search([1, 0.1], 2)).labels).toEqual([2, 0])
  })

  it('gives the event loop turns while scanning 60,000 vectors', async () => {
    const d = 384
    const data = new Float32Array(60_000 * d)
    for (let i = 0; i < data.length; i++) data[i] = (i % 97) / 97
    const big = new FlatIndex(d, 'l2', data)
    const query = Array.from({ length: d }, (_, j) => (j % 97) / 97)
    await big.search(query, 1)
    const { result, turns } = await eventLoopTurns(() => big.search(query, 3))
    expect(result.labels).toHaveLength(3)
    expect(result.distances[0]).toBeLessThanOrEqual(result.distances[2] ?? 0)
    expect(turns).toBeGreaterThanOrEqual(3)
  })

  it('refuses other index kinds and damaged files with a reason', () => {
    const hnsw = Buffer.from(L2_FIXTURE)
    hnsw.write('IHNf', 0, 'latin1')
    expect(() => FlatIndex.fromBuffer(hnsw)).toThrow(/Only flat Faiss indexes .* not "IHNf"/)
    expect(() => FlatIndex.fromBuffer(L2_FIXTURE.subarray(0, L2_FIXTURE.length - 4))).toThrow(
      FaissFormatError,
    )
    const wrongCount = Buffer.from(L2_FIXTURE)
    wrongCount.writeBigUInt64LE(3n, 37)
    expect(() => FlatIndex.fromBuffer(wrongCount)).toThrow(/does not add up/)
  })
})

describe("LangChain FaissStore's docstore.json", () => {
  const text =
    '[[["a1",{"pageContent":"Cats purr.","metadata":{"source":"pets.txt"}}],' +
    '["b2",{"pageContent":"Dogs bark.","metadata":{"source":"pets.txt","loc":{"lines":{"from":2,"to":2}}}}]],' +
    '{"0":"a1","1":"b2"}]'

  it('reads entries and the position → id mapping, and writes the same text', () => {
    const store = parseDocstore(text)
    expect(store.mapping).toEqual({ 0: 'a1', 1: 'b2' })
    expect(store.docs.get('b2')).toEqual({
      pageContent: 'Dogs bark.',
      metadata: { source: 'pets.txt', loc: { lines: { from: 2, to: 2 } } },
    })
    expect(serializeDocstore(store)).toBe(text)
  })

  it('refuses a file of another shape', () => {
    expect(() => parseDocstore('{"docs":[]}')).toThrow(/not a LangChain FaissStore docstore/)
  })
})
