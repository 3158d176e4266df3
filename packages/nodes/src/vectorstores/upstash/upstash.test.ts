import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startFakeUpstashVector, type FakeUpstashVector } from '@unikflow/testkit'
import { readUpserted } from '../../shared/upsert-counts'
import { lastBody } from '../../testing/three-docs-store'
import { SHIPPING, storeRoundtrip } from '../../testing/store-roundtrip'

const harness = useNodeHarness()
const store = storeRoundtrip(harness, 'upstash')
let up: FakeUpstashVector
beforeAll(async () => {
  up = await startFakeUpstashVector()
})
afterAll(() => up.close())

const credential = () => ({ UPSTASH_VECTOR_REST_URL: up.url, UPSTASH_VECTOR_REST_TOKEN: 'up-token' })

describe('Upstash Vector against a double of its REST API', () => {
  it('upserts vectors with the text in their metadata and queries the nearest', async () => {
    const s = await store.upsert({ inputs: {}, credential: credential() })
    expect(readUpserted(s)?.numAdded).toBe(3)
    expect(up.vectors.size).toBe(3)
    expect([...up.vectors.values()][1]?.metadata).toEqual({
      topic: 'shipping',
      lang: 'en',
      _pageContentLC: SHIPPING,
    })
    const [hit] = await s.similaritySearchWithScore(SHIPPING, 1)
    expect(hit?.[0]).toEqual({ pageContent: SHIPPING, metadata: { topic: 'shipping', lang: 'en' } })
    expect(hit?.[1]).toBeCloseTo(1, 5)
  })

  it('the retriever keeps to the metadata filter; File Upload narrows it to the chat', async () => {
    const r = await store.retriever({
      inputs: { upstashMetadataFilter: "topic = 'refunds'", topK: 3 },
      credential: credential(),
    })
    expect((await r.invoke(SHIPPING)).map((d) => d.metadata.lang).sort()).toEqual(['en', 'fr'])
    const chat = await store.upsert({
      inputs: { upstashMetadataFilter: "lang = 'en'", fileUpload: true },
      credential: credential(),
    })
    expect(await chat.similaritySearch(SHIPPING, 4)).toHaveLength(2)
    expect(lastBody(up.calls, /\/query$/).filter).toBe("(lang = 'en') AND flowise_chatId = 'c'")
  })

  it('a wrong token and a filter Upstash cannot read are its errors', async () => {
    await expect(
      store.upsert({ inputs: {}, credential: { ...credential(), UPSTASH_VECTOR_REST_TOKEN: 'no' } }),
    ).rejects.toThrow(/Upstash Vector answered 401/)
    const r = await store.retriever({
      inputs: { upstashMetadataFilter: 'topic ~ x' },
      credential: credential(),
    })
    await expect(r.invoke(SHIPPING)).rejects.toThrow(/Upstash Vector answered 400: .*Invalid filter/)
  })
})
