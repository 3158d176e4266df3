import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startFakeZep, type FakeZep } from '@unikflow/testkit'
import { readUpserted } from '../../shared/upsert-counts'
import { lastBody } from '../../testing/three-docs-store'
import { SHIPPING, storeRoundtrip } from '../../testing/store-roundtrip'

const harness = useNodeHarness()
const store = storeRoundtrip(harness, 'zep')
let zepApi: FakeZep
beforeAll(async () => {
  zepApi = await startFakeZep()
})
afterAll(() => zepApi.close())

const key = { apiKey: 'zep-key' }
const inputs = (extra: Record<string, unknown> = {}) => ({
  baseURL: zepApi.url,
  zepCollection: 'faq',
  ...extra,
})

describe('Zep Collection - Open Source against a Zep double', () => {
  it('makes a collection of the embeddings’ dimension, adds documents with their vectors and searches', async () => {
    const s = await store.upsert({ inputs: inputs({ dimension: 1536 }), credential: key })
    expect(readUpserted(s)?.numAdded).toBe(3)
    expect(zepApi.collections.get('v1/faq')?.dimensions).toBe(32)
    expect(zepApi.collections.get('v1/faq')?.docs.size).toBe(3)
    const [hit] = await s.similaritySearchWithScore(SHIPPING, 1)
    expect(hit?.[0]).toEqual({ pageContent: SHIPPING, metadata: { topic: 'shipping', lang: 'en' } })
    expect(hit?.[1]).toBeCloseTo(1, 5)
    await store.upsert({ inputs: inputs(), credential: key })
    expect(zepApi.collections.get('v1/faq')?.docs.size).toBe(3)
  })

  it('the retriever keeps to the metadata filter', async () => {
    const filter = { where: { jsonpath: '$[*] ? (@.topic == "refunds")' } }
    const r = await store.retriever({
      inputs: inputs({ zepMetadataFilter: JSON.stringify(filter), topK: 3 }),
      credential: key,
    })
    expect((await r.invoke(SHIPPING)).map((d) => d.metadata.lang).sort()).toEqual(['en', 'fr'])
    expect(lastBody(zepApi.calls, /\/search\?limit=3$/).metadata).toEqual(filter)
  })

  it('a wrong key is Zep’s 401', async () => {
    await expect(store.upsert({ inputs: inputs(), credential: { apiKey: 'no' } })).rejects.toThrow(
      /Zep answered 401/,
    )
  })
})
