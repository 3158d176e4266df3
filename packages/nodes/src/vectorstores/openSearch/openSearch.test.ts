import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startFakeSearchEngine, type FakeSearchEngine } from '@unikflow/testkit'
import { readUpserted } from '../../shared/upsert-counts'
import { SHIPPING, storeRoundtrip } from '../../testing/store-roundtrip'

const harness = useNodeHarness()
const store = storeRoundtrip(harness, 'openSearch')
let os: FakeSearchEngine
beforeAll(async () => {
  os = await startFakeSearchEngine('opensearch', `Basic ${btoa('admin:secret')}`)
})
afterAll(() => os.close())

const credential = () => ({ openSearchUrl: os.url, user: 'admin', password: 'secret' })

describe('OpenSearch against a double of its REST API', () => {
  it('makes a k-NN index with the chosen engine and space, bulk-writes and finds the nearest', async () => {
    const s = await store.upsert({
      inputs: { indexName: 'faq', engine: 'faiss', spaceType: 'cosinesimil' },
      credential: credential(),
    })
    expect(readUpserted(s)?.numAdded).toBe(3)
    expect(os.indexes.get('faq')?.mapping).toEqual({
      type: 'knn_vector',
      dimension: 32,
      method: { name: 'hnsw', engine: 'faiss', space_type: 'cosinesimil' },
    })
    const [hit] = await s.similaritySearch(SHIPPING, 1)
    expect(hit).toMatchObject({ pageContent: SHIPPING, metadata: { topic: 'shipping' } })
    const r = await store.retriever({ inputs: { indexName: 'faq', topK: 1 }, credential: credential() })
    expect((await r.invoke(SHIPPING)).map((d) => d.pageContent)).toEqual([SHIPPING])
  })

  it('a wrong password is OpenSearch’s 401', async () => {
    await expect(
      store.upsert({ inputs: { indexName: 'faq' }, credential: { ...credential(), password: 'no' } }),
    ).rejects.toThrow(/OpenSearch answered 401/)
  })
})
