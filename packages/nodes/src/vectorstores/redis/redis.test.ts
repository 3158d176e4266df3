import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startFakeRediSearch, type FakeRediSearch } from '@unikflow/testkit'
import { readUpserted } from '../../shared/upsert-counts'
import { SHIPPING, storeRoundtrip } from '../../testing/store-roundtrip'

/** The machine's Redis has no search module: a RESP double speaks the FT.* subset the node uses. */
const harness = useNodeHarness()
const store = storeRoundtrip(harness, 'redis')
let rs: FakeRediSearch
beforeAll(async () => {
  rs = await startFakeRediSearch()
})
afterAll(() => rs.close())

const url = () => ({ redisUrl: rs.url })

describe('Redis (RediSearch) against a RESP double', () => {
  it('makes the HNSW index on the first upsert, writes hashes and finds the nearest by KNN', async () => {
    const s = await store.upsert({ inputs: { indexName: 'faq' }, credential: url() })
    expect(readUpserted(s)?.numAdded).toBe(3)
    expect(rs.indexes.get('faq')).toMatchObject({
      prefix: 'doc:faq:',
      vectorField: 'content_vector',
      dim: 32,
    })
    expect([...rs.hashes.keys()].filter((k) => k.startsWith('doc:faq:'))).toHaveLength(3)
    const [hit] = await s.similaritySearchWithScore(SHIPPING, 1)
    expect(hit?.[0]).toMatchObject({ pageContent: SHIPPING, metadata: { topic: 'shipping', lang: 'en' } })
    expect(hit?.[1]).toBeCloseTo(1, 5)
    await store.upsert({ inputs: { indexName: 'faq' }, credential: url() })
    expect(rs.commands.filter((c) => c.startsWith('FT.CREATE'))).toHaveLength(1)
    expect(rs.hashes.size).toBe(3)
  })

  it('the retriever reads an index an earlier run wrote, with its own field names', async () => {
    const inputs = { indexName: 'named', contentKey: 'body', metadataKey: 'meta', vectorKey: 'vec', topK: 2 }
    await store.upsert({ inputs, credential: url() })
    expect([
      ...(rs.hashes.get([...rs.hashes.keys()].find((k) => k.startsWith('doc:named:')) ?? '')?.keys() ?? []),
    ]).toEqual(['body', 'meta', 'vec'])
    const r = await store.retriever({ inputs, credential: url() })
    const docs = await r.invoke(SHIPPING)
    expect(docs).toHaveLength(2)
    expect(docs[0]).toMatchObject({ pageContent: SHIPPING, metadata: { topic: 'shipping' } })
    expect(rs.commands.at(-2)).toMatch(
      /^FT\.SEARCH named \*=>\[KNN 2 @vec \$vector AS vector_score\] PARAMS 2 vector <128 bytes>/,
    )
  })

  it('Replace Index on Upsert drops the index with its documents and makes it anew', async () => {
    await store.upsert({ inputs: { indexName: 'faq', replaceIndex: true }, credential: url() })
    expect(rs.commands.filter((c) => c === 'FT.DROPINDEX faq DD')).toHaveLength(1)
    expect(rs.commands.filter((c) => c.startsWith('FT.CREATE faq'))).toHaveLength(2)
    expect([...rs.hashes.keys()].filter((k) => k.startsWith('doc:faq:'))).toHaveLength(3)
  })

  it('loopback is refused without the operator allowlist', async () => {
    const before = rs.commands.length
    await expect(
      store.upsert({ inputs: { indexName: 'faq' }, credential: url(), allow: [] }),
    ).rejects.toThrow(/Refused to connect to 127\.0\.0\.1/)
    expect(rs.commands.length).toBe(before)
  })

  it.skipIf(!process.env.TEST_REDIS_URL)(
    'a Redis without the search module (TEST_REDIS_URL) says so before writing anything',
    async () => {
      const inputs = { indexName: 'unikflow-vectors-test' }
      const credential = { redisUrl: process.env.TEST_REDIS_URL ?? '' }
      await expect(store.upsert({ inputs, credential })).rejects.toThrow(/no search module/)
    },
  )
})
