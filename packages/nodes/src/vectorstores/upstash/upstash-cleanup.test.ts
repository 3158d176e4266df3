import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startFakeUpstashVector, type FakeUpstashVector } from '@unikflow/testkit'
import { DELETED_BY_CLEANUP, upsertTwiceWithFullCleanup } from '../../testing/cleanup-full'

const harness = useNodeHarness()
let up: FakeUpstashVector
beforeAll(async () => {
  up = await startFakeUpstashVector()
})
afterAll(() => up.close())

describe('Upstash Vector with a Record Manager', () => {
  it('Cleanup Full deletes from the index the vector of the document the source no longer has', async () => {
    const result = await upsertTwiceWithFullCleanup(harness, {
      name: 'upstash',
      credential: { UPSTASH_VECTOR_REST_URL: up.url, UPSTASH_VECTOR_REST_TOKEN: 'up-token' },
      inputs: {},
    })
    expect(result).toMatchObject(DELETED_BY_CLEANUP)
    expect(up.vectors.size).toBe(1)
  })
})
