import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startFakeSearchEngine, type FakeSearchEngine } from '@unikflow/testkit'
import { DELETED_BY_CLEANUP, upsertTwiceWithFullCleanup } from '../../testing/cleanup-full'

const harness = useNodeHarness()
let es: FakeSearchEngine
beforeAll(async () => {
  es = await startFakeSearchEngine('elasticsearch', 'ApiKey es-key')
})
afterAll(() => es.close())

describe('Elasticsearch with a Record Manager', () => {
  it('Cleanup Full deletes from the index (bulk delete) the document the source no longer has', async () => {
    const result = await upsertTwiceWithFullCleanup(harness, {
      name: 'elasticsearch',
      credential: { endpoint: es.url, apiKey: 'es-key' },
      inputs: { indexName: 'pets', similarity: 'cosine' },
    })
    expect(result).toMatchObject(DELETED_BY_CLEANUP)
    expect(es.indexes.get('pets')?.docs.size).toBe(1)
  })
})
