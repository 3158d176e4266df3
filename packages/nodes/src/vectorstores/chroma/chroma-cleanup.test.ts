import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { DELETED_BY_CLEANUP, upsertTwiceWithFullCleanup } from '../../testing/cleanup-full'
import { useVectorDoubles } from '../../testing/vector-doubles'

const harness = useNodeHarness()
const doubles = useVectorDoubles()

describe('Chroma with a Record Manager', () => {
  it('Cleanup Full deletes from the collection the document the source no longer has', async () => {
    const result = await upsertTwiceWithFullCleanup(harness, {
      name: 'chroma',
      credential: 'cred-chroma',
      inputs: { chromaURL: doubles.chroma.url, collectionName: 'faq' },
    })
    expect(result).toMatchObject(DELETED_BY_CLEANUP)
    expect(doubles.chroma.rows.size).toBe(1)
  })
})
