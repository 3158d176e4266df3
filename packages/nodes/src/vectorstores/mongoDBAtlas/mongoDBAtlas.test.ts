import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startFakeMongoDb, type FakeMongoDb } from '@unikflow/testkit'
import { readUpserted } from '../../shared/upsert-counts'
import { SHIPPING, storeRoundtrip } from '../../testing/store-roundtrip'
import { vectorSearchFilter } from './mongo-atlas-api'
import { mongoDBAtlas } from './mongoDBAtlas.node'

const harness = useNodeHarness()
const store = storeRoundtrip(harness, 'mongoDBAtlas')
let mongo: FakeMongoDb
beforeAll(async () => {
  mongo = await startFakeMongoDb({ vectorIndexes: ['vector_index'] })
})
afterAll(() => mongo.close())

const credential = () => ({ mongoDBConnectUrl: `${mongo.url}/?appName=test` })
const inputs = { databaseName: 'shop', collectionName: 'faq', indexName: 'vector_index' }

describe('MongoDB Atlas', () => {
  it('keeps Flowise’s inputs', () => {
    expect(mongoDBAtlas.inputs.map((i) => i.name)).toEqual([
      ...['document', 'embeddings', 'databaseName', 'collectionName', 'indexName'],
      ...['textKey', 'embeddingKey', 'mongoMetadataFilter', 'topK', 'searchType', 'fetchK', 'lambda'],
    ])
    expect(mongoDBAtlas.description).not.toMatch(/not available/i)
  })

  it('turns a metadata filter into $vectorSearch’s pre-filter, operators kept', () => {
    expect(vectorSearchFilter({ topic: 'refunds' }, { lang: { $in: ['en'] }, skip: undefined })).toEqual({
      topic: { $eq: 'refunds' },
      lang: { $in: ['en'] },
    })
    expect(vectorSearchFilter(undefined, {})).toBeUndefined()
  })
})

describe('MongoDB Atlas against a double of MongoDB’s wire protocol', () => {
  it('writes one document per chunk as LangChain does and finds the nearest by $vectorSearch', async () => {
    const s = await store.upsert({ inputs, credential: credential() })
    expect(readUpserted(s)?.numAdded).toBe(3)
    const docs = mongo.collections.get('shop.faq') ?? []
    expect(docs).toHaveLength(3)
    expect(docs.find((d) => d.text === SHIPPING)).toMatchObject({ topic: 'shipping', lang: 'en' })
    expect(docs.every((d) => Array.isArray(d.embedding) && d.embedding.length === 32)).toBe(true)
    const [hit] = await s.similaritySearchWithScore(SHIPPING, 1)
    expect(hit?.[0]).toEqual({ pageContent: SHIPPING, metadata: { topic: 'shipping', lang: 'en' } })
    expect(hit?.[1]).toBeCloseTo(1, 5)
    const search = mongo.calls.filter((c) => c.name === 'aggregate').at(-1)?.command
    expect(search?.pipeline?.[0]?.$vectorSearch).toMatchObject({
      index: 'vector_index',
      path: 'embedding',
      limit: 1,
      numCandidates: 10,
    })
    // Written again, the same chunks replace themselves (their ids are their content's).
    await store.upsert({ inputs, credential: credential() })
    expect(mongo.collections.get('shop.faq')).toHaveLength(3)
  })

  it('the retriever keeps to the node’s metadata filter and Top K, with its own field names', async () => {
    const own = { ...inputs, collectionName: 'own', textKey: 'body', embeddingKey: 'vec', topK: 2 }
    await store.upsert({ inputs: own, credential: credential() })
    expect(Object.keys(mongo.collections.get('shop.own')?.[0] ?? {})).toEqual(
      expect.arrayContaining(['body', 'vec']),
    )
    const r = await store.retriever({
      inputs: { ...own, mongoMetadataFilter: '{"lang": "fr"}' },
      credential: credential(),
    })
    const docs = await r.invoke('Refunds are paid within 14 days.')
    expect(docs).toEqual([
      { pageContent: 'Les remboursements prennent 14 jours.', metadata: expect.any(Object) },
    ])
    expect(docs[0]?.metadata).toMatchObject({ topic: 'refunds', lang: 'fr' })
    const search = mongo.calls.filter((c) => c.name === 'aggregate').at(-1)?.command
    expect(search?.pipeline?.[0]?.$vectorSearch).toMatchObject({ filter: { lang: { $eq: 'fr' } }, limit: 2 })
  })

  it('refuses a loopback host unless the operator allows it, before the driver opens a socket', async () => {
    const before = mongo.connections
    await expect(store.upsert({ inputs, credential: credential(), allow: [] })).rejects.toThrow(
      /Refused to connect to 127\.0\.0\.1 .*private or reserved address/,
    )
    expect(mongo.connections).toBe(before)
  })

  it('says what it needs: a connection URL of MongoDB’s schemes, the index, no MMR', async () => {
    await expect(
      store.upsert({ inputs, credential: { mongoDBConnectUrl: 'http://example.com' } }),
    ).rejects.toThrow(/must start with mongodb:\/\/ or mongodb\+srv:\/\//)
    await expect(
      store.upsert({ inputs: { ...inputs, indexName: '' }, credential: credential() }),
    ).rejects.toThrow(/Index Name is required/)
    await expect(
      store.upsert({ inputs: { ...inputs, searchType: 'mmr' }, credential: credential() }),
    ).rejects.toThrow(/Max Marginal Relevance search is not supported yet/)
  })
})
