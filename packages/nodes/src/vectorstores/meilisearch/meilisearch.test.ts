import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startFakeMeilisearch, type FakeMeilisearch } from '@unikflow/testkit'
import { readUpserted } from '../../shared/upsert-counts'
import { lastBody } from '../../testing/three-docs-store'
import { SHIPPING, storeRoundtrip } from '../../testing/store-roundtrip'

const harness = useNodeHarness()
const store = storeRoundtrip(harness, 'meilisearch')
let ms: FakeMeilisearch
beforeAll(async () => {
  ms = await startFakeMeilisearch()
})
afterAll(() => ms.close())

const keys = { meilisearchSearchApiKey: 'search-key', meilisearchAdminApiKey: 'admin-key' }
const inputs = (extra: Record<string, unknown> = {}) => ({ host: ms.url, indexUid: 'faq', ...extra })

describe('Meilisearch against a double of its REST API', () => {
  it('makes the index, sets the user-provided embedder, adds the documents waiting for each task', async () => {
    const r = await store.retriever({ inputs: inputs(), credential: keys }, true)
    expect(readUpserted(r)?.numAdded).toBe(3)
    const faq = ms.indexes.get('faq')
    expect(faq?.primaryKey).toBe('objectID')
    expect(faq?.settings).toEqual({
      filterableAttributes: ['metadata'],
      embedders: { ollama: { source: 'userProvided', dimensions: 32 } },
    })
    expect(faq?.docs.size).toBe(3)
    expect(ms.calls.filter((c) => c.url.startsWith('/tasks/')).length).toBeGreaterThanOrEqual(6)
    const [hit] = await r.invoke(SHIPPING)
    expect(hit).toMatchObject({ pageContent: SHIPPING, metadata: { topic: 'shipping', lang: 'en' } })
    expect(lastBody(ms.calls, /\/search$/)).toMatchObject({
      q: SHIPPING,
      hybrid: { semanticRatio: 0.75, embedder: 'ollama' },
    })
    expect(ms.calls.at(-1)?.headers.authorization).toBe('Bearer search-key')
  })

  it('searches with the filter and K; Delete Index drops what was there first', async () => {
    const r = await store.retriever({
      inputs: inputs({ searchFilter: 'metadata.topic = "refunds"', K: 5, semanticRatio: 0.5 }),
      credential: keys,
    })
    expect((await r.invoke('refunds')).map((d) => d.metadata.lang).sort()).toEqual(['en', 'fr'])
    await store.retriever({ inputs: inputs({ deleteIndex: true }), credential: keys }, true)
    expect(ms.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1)
    expect(ms.indexes.get('faq')?.docs.size).toBe(3)
  })

  it('a failed task and a wrong key are Meilisearch’s errors', async () => {
    await expect(
      store.retriever({ inputs: inputs(), credential: { ...keys, meilisearchAdminApiKey: 'bad' } }, true),
    ).rejects.toThrow(/Meilisearch answered 403/)
    const r = await store.retriever({ inputs: inputs({ searchFilter: 'topic ~ x' }), credential: keys })
    await expect(r.invoke('x')).rejects.toThrow(/Meilisearch answered 400: .*invalid_search_filter/)
  })
})
