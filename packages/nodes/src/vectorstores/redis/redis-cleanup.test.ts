import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startFakeRediSearch, type FakeRediSearch } from '@unikflow/testkit'
import { DELETED_BY_CLEANUP, upsertTwiceWithFullCleanup } from '../../testing/cleanup-full'

const harness = useNodeHarness()
let rs: FakeRediSearch
beforeAll(async () => {
  rs = await startFakeRediSearch()
})
afterAll(() => rs.close())

describe('Redis with a Record Manager', () => {
  it('Cleanup Full deletes (DEL) the hash of the document the source no longer has', async () => {
    const result = await upsertTwiceWithFullCleanup(harness, {
      name: 'redis',
      credential: { redisUrl: rs.url },
      inputs: { indexName: 'pets' },
    })
    expect(result).toMatchObject(DELETED_BY_CLEANUP)
    expect([...rs.hashes.keys()].filter((k) => k.startsWith('doc:pets:'))).toHaveLength(1)
    expect(rs.commands.some((c) => c.startsWith('DEL doc:pets:'))).toBe(true)
  })
})
