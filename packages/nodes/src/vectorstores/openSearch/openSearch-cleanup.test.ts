import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startFakeSearchEngine, type FakeSearchEngine } from '@unikflow/testkit'
import { DELETED_BY_CLEANUP, upsertTwiceWithFullCleanup } from '../../testing/cleanup-full'

const harness = useNodeHarness()
let os: FakeSearchEngine
beforeAll(async () => {
  os = await startFakeSearchEngine('opensearch', `Basic ${btoa('admin:secret')}`)
})
afterAll(() => os.close())

describe('OpenSearch with a Record Manager', () => {
  it('Cleanup Full deletes from the index (bulk delete) the document the source no longer has', async () => {
    const result = await upsertTwiceWithFullCleanup(harness, {
      name: 'openSearch',
      credential: { openSearchUrl: os.url, user: 'admin', password: 'secret' },
      inputs: { indexName: 'pets' },
    })
    expect(result).toMatchObject(DELETED_BY_CLEANUP)
    expect(os.indexes.get('pets')?.docs.size).toBe(1)
  })
})
