import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startFakeSearchEngine, type FakeSearchEngine } from '@unikflow/testkit'
import { readUpserted } from '../../shared/upsert-counts'
import { SHIPPING, storeRoundtrip } from '../../testing/store-roundtrip'
import { cloudIdUrl } from './elasticsearch-connection'

const harness = useNodeHarness()
const store = storeRoundtrip(harness, 'elasticsearch')
let es: FakeSearchEngine
beforeAll(async () => {
  es = await startFakeSearchEngine('elasticsearch', 'ApiKey es-key')
})
afterAll(() => es.close())

const apiKey = () => ({ endpoint: es.url, apiKey: 'es-key' })

describe('Elasticsearch against a double of its REST API', () => {
  it('makes the index with a dense_vector of the embeddings’ size, bulk-writes and finds by kNN', async () => {
    const s = await store.upsert({
      inputs: { indexName: 'FAQ', similarity: 'cosine' },
      credential: apiKey(),
    })
    expect(readUpserted(s)?.numAdded).toBe(3)
    expect(es.indexes.get('faq')?.mapping).toEqual({
      type: 'dense_vector',
      dims: 32,
      index: true,
      similarity: 'cosine',
    })
    expect(es.indexes.get('faq')?.docs.size).toBe(3)
    const [hit] = await s.similaritySearchWithScore(SHIPPING, 1)
    expect(hit?.[0]).toMatchObject({ pageContent: SHIPPING, metadata: { topic: 'shipping', lang: 'en' } })
    expect(hit?.[1]).toBeCloseTo(1, 5)
    // The same documents again overwrite theirs (ids from their content); the index is made once.
    await store.upsert({ inputs: { indexName: 'faq' }, credential: apiKey() })
    expect(es.indexes.get('faq')?.docs.size).toBe(3)
    expect(es.requests.filter((r) => r.method === 'PUT')).toHaveLength(1)
  })

  it('the retriever output searches what an earlier upsert wrote, Top K at most', async () => {
    const r = await store.retriever({ inputs: { indexName: 'faq', topK: 2 }, credential: apiKey() })
    const docs = await r.invoke(SHIPPING)
    expect(docs.map((d) => d.pageContent)).toHaveLength(2)
    expect(docs[0]?.pageContent).toBe(SHIPPING)
  })

  it('a User Password credential with a URL signs in with Basic auth', async () => {
    const basic = await startFakeSearchEngine('elasticsearch', `Basic ${btoa('elastic:pw')}`)
    try {
      await store.upsert({
        inputs: { indexName: 'faq' },
        credential: { cloudId: basic.url, username: 'elastic', password: 'pw' },
      })
      expect(basic.indexes.get('faq')?.docs.size).toBe(3)
    } finally {
      await basic.close()
    }
  })

  it('an Elastic Cloud ID names its Elasticsearch host', () => {
    const id = `my-deploy:${btoa('us-east-1.aws.found.io$abc123$kib456')}`
    expect(cloudIdUrl(id)).toBe('https://abc123.us-east-1.aws.found.io')
    expect(cloudIdUrl(`x:${btoa('eu.example.io:9243$es1$kb1')}`)).toBe('https://es1.eu.example.io:9243')
    expect(() => cloudIdUrl('nonsense')).toThrow(/Cloud ID cannot be read/)
  })

  it('a wrong key is Elasticsearch’s 401; loopback is refused without the operator allowlist', async () => {
    await expect(
      store.upsert({ inputs: { indexName: 'other' }, credential: { endpoint: es.url, apiKey: 'no' } }),
    ).rejects.toThrow(/Elasticsearch answered 401/)
    const before = es.requests.length
    await expect(
      store.upsert({ inputs: { indexName: 'faq' }, credential: apiKey(), allow: [] }),
    ).rejects.toThrow(/Refused to connect to 127\.0\.0\.1/)
    expect(es.requests.length).toBe(before)
  })
})
