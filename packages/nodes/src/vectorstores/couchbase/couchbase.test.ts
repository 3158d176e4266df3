import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { storeRoundtrip } from '../../testing/store-roundtrip'
import { couchbase } from './couchbase.node'

const harness = useNodeHarness()

describe('Couchbase (native SDK only: kept for Flowise flows, not run here)', () => {
  it('keeps Flowise’s inputs and says in its description that it is not available', () => {
    expect(couchbase.inputs.map((i) => i.name)).toEqual([
      ...['document', 'embeddings', 'bucketName', 'scopeName', 'collectionName', 'indexName'],
      ...['textKey', 'embeddingKey', 'couchbaseMetadataFilter', 'topK'],
    ])
    expect(couchbase.description).toMatch(/Not available here: .*native SDK/)
  })

  it('a run stops with what the node needs', async () => {
    const credential = { connectionString: 'couchbases://db.example.com', username: 'u', password: 'p' }
    await expect(
      storeRoundtrip(harness, 'couchbase').upsert({
        inputs: { bucketName: 'b', indexName: 'i' },
        credential,
      }),
    ).rejects.toThrow(/Couchbase is not available here: it needs the native Couchbase SDK/)
  })
})
