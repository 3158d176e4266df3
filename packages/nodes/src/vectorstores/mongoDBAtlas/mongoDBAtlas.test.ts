import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { storeRoundtrip } from '../../testing/store-roundtrip'
import { mongoDBAtlas } from './mongoDBAtlas.node'

const harness = useNodeHarness()

describe('MongoDB Atlas (kept for Flowise flows, not run here yet)', () => {
  it('keeps Flowise’s inputs and says in its description that it is not available', () => {
    expect(mongoDBAtlas.inputs.map((i) => i.name)).toEqual([
      ...['document', 'embeddings', 'databaseName', 'collectionName', 'indexName'],
      ...['textKey', 'embeddingKey', 'mongoMetadataFilter', 'topK', 'searchType', 'fetchK', 'lambda'],
    ])
    expect(mongoDBAtlas.description).toMatch(/Not available here yet: .*outbound guard/)
  })

  it('a run stops with what the node needs, before connecting anywhere', async () => {
    const credential = { mongoDBConnectUrl: 'mongodb+srv://u:p@cluster0.example.mongodb.net' }
    await expect(
      storeRoundtrip(harness, 'mongoDBAtlas').upsert({ inputs: { databaseName: 'd' }, credential }),
    ).rejects.toThrow(/MongoDB Atlas is not available here yet/)
  })
})
