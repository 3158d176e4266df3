import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startFakePinecone, type FakePinecone } from '@unikflow/testkit'
import { DELETED_BY_CLEANUP, upsertTwiceWithFullCleanup } from '../../testing/cleanup-full'

const harness = useNodeHarness()
let pc: FakePinecone
beforeAll(async () => {
  pc = await startFakePinecone(['docs'])
})
afterAll(() => pc.close())

describe('Pinecone with a Record Manager', () => {
  it('Cleanup Full deletes from the index the vector of the document the source no longer has', async () => {
    const result = await upsertTwiceWithFullCleanup(harness, {
      name: 'pinecone',
      credential: { pineconeApiKey: 'pc-key', basePath: pc.url },
      inputs: { pineconeIndex: 'docs', pineconeNamespace: 'pets' },
    })
    expect(result).toMatchObject(DELETED_BY_CLEANUP)
    expect(pc.namespaces.get('pets')?.size).toBe(1)
  })
})
