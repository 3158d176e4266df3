import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startFakeWeaviate, type FakeWeaviate } from '@unikflow/testkit'
import { readUpserted } from '../../shared/upsert-counts'
import { SHIPPING, storeRoundtrip } from '../../testing/store-roundtrip'
import { weaviateUrl } from './weaviate-api'
import { graphqlLiteral } from './weaviate-graphql'

const harness = useNodeHarness()
const store = storeRoundtrip(harness, 'weaviate')
let wv: FakeWeaviate
beforeAll(async () => {
  wv = await startFakeWeaviate()
})
afterAll(() => wv.close())

const key = { weaviateApiKey: 'wv-key' }
const inputs = (extra: Record<string, unknown> = {}) => ({
  weaviateConnectionType: 'local',
  weaviateHost: wv.url.replace('http://', ''),
  weaviateIndex: 'Faq',
  ...extra,
})

describe('Weaviate against a double of its REST and GraphQL API', () => {
  it('makes the class, batch-writes objects with flattened metadata and finds by nearVector', async () => {
    const s = await store.upsert({ inputs: inputs(), credential: key })
    expect(readUpserted(s)?.numAdded).toBe(3)
    const faq = wv.classes.get('Faq')
    expect(faq?.objects.size).toBe(3)
    expect([...(faq?.properties ?? [])].sort()).toEqual(['lang', 'text', 'topic'])
    const [hit] = await s.similaritySearchWithScore(SHIPPING, 1)
    expect(hit?.[0]).toEqual({ pageContent: SHIPPING, metadata: { topic: 'shipping', lang: 'en' } })
    expect(hit?.[1]).toBeCloseTo(1, 5)
    await store.upsert({ inputs: inputs(), credential: key })
    expect(wv.calls.filter((c) => c.url === '/v1/schema')).toHaveLength(1)
    expect(faq?.objects.size).toBe(3)
  })

  it('the retriever keeps to the where filter and reads back only the metadata keys given', async () => {
    const r = await store.retriever({
      inputs: inputs({
        weaviateFilter: '{"path": ["topic"], "operator": "Equal", "valueText": "refunds"}',
        weaviateMetadataKeys: '["lang"]',
        topK: 3,
      }),
      credential: key,
    })
    const docs = await r.invoke(SHIPPING)
    expect(docs.map((d) => d.metadata)).toEqual([{ lang: 'en' }, { lang: 'fr' }])
    expect(docs.map((d) => d.pageContent).sort()).toEqual([
      'Les remboursements prennent 14 jours.',
      'Refunds are paid within 14 days.',
    ])
  })

  it('a filter Weaviate cannot read and a wrong key are its errors', async () => {
    const r = await store.retriever({
      inputs: inputs({ weaviateFilter: { path: ['topic'], operator: 'Like', valueText: 'x' } }),
      credential: key,
    })
    await expect(r.invoke(SHIPPING)).rejects.toThrow(/Weaviate answered: .*invalid where filter/)
    await expect(store.upsert({ inputs: inputs(), credential: { weaviateApiKey: 'no' } })).rejects.toThrow(
      /Weaviate answered 401/,
    )
    await expect(store.upsert({ inputs: inputs({ weaviateIndex: 'faq' }), credential: key })).rejects.toThrow(
      /capital letter/,
    )
  })

  it('reads the host as its connection type says, and writes filters as GraphQL', () => {
    expect(weaviateUrl('abc.weaviate.cloud', 'cloud', true)).toBe('https://abc.weaviate.cloud')
    expect(weaviateUrl('localhost', 'local', true)).toBe('http://localhost:8080')
    expect(weaviateUrl('db.internal:9000', 'custom', false)).toBe('http://db.internal:9000')
    expect(weaviateUrl('db.internal', 'custom', true)).toBe('https://db.internal')
    expect(weaviateUrl('http://x:1', 'cloud', true)).toBe('http://x:1')
    expect(
      graphqlLiteral({ operator: 'And', operands: [{ path: ['n'], operator: 'GreaterThan', valueInt: 2 }] }),
    ).toBe('{operator: And, operands: [{path: ["n"], operator: GreaterThan, valueInt: 2}]}')
    expect(() => graphqlLiteral({ operator: 'Equal) { x' })).toThrow(/is not a name/)
  })
})
