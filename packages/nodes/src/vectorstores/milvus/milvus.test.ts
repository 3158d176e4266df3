import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startFakeMilvus, type FakeMilvus } from '@unikflow/testkit'
import { readUpserted } from '../../shared/upsert-counts'
import { lastBody } from '../../testing/three-docs-store'
import { SHIPPING, storeRoundtrip } from '../../testing/store-roundtrip'

const harness = useNodeHarness()
const store = storeRoundtrip(harness, 'milvus')
let mv: FakeMilvus
beforeAll(async () => {
  mv = await startFakeMilvus()
})
afterAll(() => mv.close())

const auth = { milvusUser: 'root', milvusPassword: 'Milvus' }
const inputs = (extra: Record<string, unknown> = {}) => ({
  milvusServerUrl: mv.url,
  milvusCollection: 'faq',
  ...extra,
})

describe('Milvus against a double of its RESTful API v2', () => {
  it('makes the collection with a COSINE index, upserts rows by content id and searches', async () => {
    const s = await store.upsert({ inputs: inputs(), credential: auth })
    expect(readUpserted(s)?.numAdded).toBe(3)
    const faq = mv.collections.get('faq')
    expect(faq?.fields.map((f) => [f.fieldName, f.dataType])).toEqual([
      ['langchain_primaryid', 'VarChar'],
      ['langchain_text', 'VarChar'],
      ['langchain_vector', 'FloatVector'],
      ['metadata', 'JSON'],
    ])
    expect(faq?.rows.size).toBe(3)
    const [hit] = await s.similaritySearchWithScore(SHIPPING, 1)
    expect(hit?.[0]).toEqual({ pageContent: SHIPPING, metadata: { topic: 'shipping', lang: 'en' } })
    expect(hit?.[1]).toBeCloseTo(1, 5)
    await store.upsert({ inputs: inputs(), credential: auth })
    expect(faq?.rows.size).toBe(3)
    expect(mv.calls.filter((c) => c.url.endsWith('/collections/create'))).toHaveLength(1)
  })

  it('a partition is made once and kept to; the filter expression goes with each search', async () => {
    const more = inputs({ milvusPartition: 'fr', milvusTextField: 'body' })
    await store.upsert({ inputs: { ...more, milvusCollection: 'parts' }, credential: auth })
    expect([...(mv.collections.get('parts')?.partitions ?? [])]).toEqual(['_default', 'fr'])
    const r = await store.retriever({
      inputs: { ...more, milvusCollection: 'parts', milvusFilter: 'metadata["topic"] == "refunds"', topK: 3 },
      credential: auth,
    })
    expect((await r.invoke(SHIPPING)).map((d) => d.pageContent).sort()).toEqual([
      'Les remboursements prennent 14 jours.',
      'Refunds are paid within 14 days.',
    ])
    expect(lastBody(mv.calls, /entities\/search$/)).toMatchObject({
      partitionNames: ['fr'],
      filter: 'metadata["topic"] == "refunds"',
      outputFields: ['body', 'metadata'],
    })
  })

  it('File Upload writes the chat id and narrows the filter to the chat', async () => {
    const s = await store.upsert({
      inputs: inputs({
        milvusCollection: 'chat',
        fileUpload: true,
        milvusFilter: 'metadata["lang"] == "en"',
      }),
      credential: auth,
    })
    expect([...(mv.collections.get('chat')?.rows.values() ?? [])].map((r) => r.metadata)).toContainEqual({
      topic: 'refunds',
      lang: 'en',
      flowise_chatId: 'c',
    })
    expect(await s.similaritySearch(SHIPPING, 3)).toHaveLength(2)
    expect(lastBody(mv.calls, /entities\/search$/).filter).toBe(
      '(metadata["lang"] == "en") and metadata["flowise_chatId"] == "c"',
    )
  })

  it('Milvus’ own error codes stop the node with their message', async () => {
    await expect(
      store.upsert({ inputs: inputs(), credential: { ...auth, milvusPassword: 'no' } }),
    ).rejects.toThrow(/Milvus answered code 1800: user hasn’t authenticated/)
    const r = await store.retriever({ inputs: inputs({ milvusFilter: 'topic like "x%"' }), credential: auth })
    await expect(r.invoke(SHIPPING)).rejects.toThrow(/Milvus answered code 1100: .*cannot parse expression/)
  })
})
