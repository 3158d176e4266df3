import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startFakeWeaviate, type FakeWeaviate } from '@unikflow/testkit'
import { DELETED_BY_CLEANUP, upsertTwiceWithFullCleanup } from '../../testing/cleanup-full'

const harness = useNodeHarness()
let wv: FakeWeaviate
beforeAll(async () => {
  wv = await startFakeWeaviate()
})
afterAll(() => wv.close())

describe('Weaviate with a Record Manager', () => {
  it('Cleanup Full deletes the object of the document the source no longer has', async () => {
    const result = await upsertTwiceWithFullCleanup(harness, {
      name: 'weaviate',
      credential: { weaviateApiKey: 'wv-key' },
      inputs: {
        weaviateConnectionType: 'local',
        weaviateHost: wv.url.replace('http://', ''),
        weaviateIndex: 'Pets',
      },
    })
    expect(result).toMatchObject(DELETED_BY_CLEANUP)
    expect(wv.classes.get('Pets')?.objects.size).toBe(1)
  })
})
