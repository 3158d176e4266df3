import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startFakeMilvus, type FakeMilvus } from '@unikflow/testkit'
import { DELETED_BY_CLEANUP, upsertTwiceWithFullCleanup } from '../../testing/cleanup-full'

const harness = useNodeHarness()
let mv: FakeMilvus
beforeAll(async () => {
  mv = await startFakeMilvus()
})
afterAll(() => mv.close())

describe('Milvus with a Record Manager', () => {
  it('Cleanup Full deletes the entity of the document the source no longer has', async () => {
    const result = await upsertTwiceWithFullCleanup(harness, {
      name: 'milvus',
      credential: { milvusUser: 'root', milvusPassword: 'Milvus' },
      inputs: { milvusServerUrl: mv.url, milvusCollection: 'pets' },
    })
    expect(result).toMatchObject(DELETED_BY_CLEANUP)
    expect(mv.collections.get('pets')?.rows.size).toBe(1)
  })
})
