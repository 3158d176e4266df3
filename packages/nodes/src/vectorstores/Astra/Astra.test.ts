import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startFakeAstra, type FakeAstra } from '@unikflow/testkit'
import { readUpserted } from '../../shared/upsert-counts'
import { SHIPPING, storeRoundtrip } from '../../testing/store-roundtrip'

const harness = useNodeHarness()
const store = storeRoundtrip(harness, 'Astra')
let astra: FakeAstra
beforeAll(async () => {
  astra = await startFakeAstra()
})
afterAll(() => astra.close())

const credential = () => ({ dbEndPoint: astra.url, applicationToken: 'AstraCS:test' })

describe('Astra against a double of its Data API', () => {
  it('makes the vector collection, upserts documents by content id and sorts by $vector', async () => {
    const s = await store.upsert({ inputs: { astraCollection: 'faq' }, credential: credential() })
    expect(readUpserted(s)?.numAdded).toBe(3)
    const faq = astra.collections.get('default_keyspace/faq')
    expect(faq).toMatchObject({ dimension: 32, metric: 'cosine' })
    expect(faq?.docs.size).toBe(3)
    const [hit] = await s.similaritySearchWithScore(SHIPPING, 1)
    expect(hit?.[0]).toEqual({ pageContent: SHIPPING, metadata: { topic: 'shipping', lang: 'en' } })
    expect(hit?.[1]).toBeCloseTo(1, 5)
    await store.upsert({ inputs: { astraCollection: 'faq' }, credential: credential() })
    expect(faq?.docs.size).toBe(3)
  })

  it('the retriever reads what an upsert wrote in another keyspace, Top K at most', async () => {
    const inputs = { astraCollection: 'faq', astraNamespace: 'support', topK: 2 }
    await store.upsert({ inputs, credential: credential() })
    const r = await store.retriever({ inputs, credential: credential() })
    const docs = await r.invoke(SHIPPING)
    expect(docs.map((d) => d.pageContent)[0]).toBe(SHIPPING)
    expect(docs).toHaveLength(2)
  })

  it('the Data API’s errors, a wrong token and a metric it has not are said', async () => {
    await expect(
      store.upsert({ inputs: { astraCollection: 'faq', vectorDimension: 8 }, credential: credential() }),
    ).rejects.toThrow(/Astra DB answered: Collection already exists with different settings/)
    await expect(
      store.upsert({
        inputs: { astraCollection: 'faq' },
        credential: { ...credential(), applicationToken: 'x' },
      }),
    ).rejects.toThrow(/Astra DB answered 401/)
    await expect(
      store.upsert({ inputs: { astraCollection: 'faq', similarityMetric: 'l1' }, credential: credential() }),
    ).rejects.toThrow(/one of cosine, euclidean, dot_product/)
  })
})
