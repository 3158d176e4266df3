import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Embeddings } from '@langchain/core/embeddings'
import { useNodeHarness } from '@unikflow/engine/testing'
import { fakeEmbedding, type TLocalServer, QIANFAN_KEYS, startFakeQianfan } from '@unikflow/testkit'

const harness = useNodeHarness()
let qianfan: TLocalServer
beforeAll(async () => {
  qianfan = await startFakeQianfan()
})
afterAll(() => qianfan.close())

const embeddingsOf = async (inputs: Record<string, unknown>, keys: Record<string, string> = QIANFAN_KEYS) =>
  (await harness.supply('baiduQianfanEmbeddings', {
    credential: { ...keys, basePath: qianfan.url },
    inputs,
    // The Qianfan double is on loopback: the operator allows it.
    services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
  })) as Embeddings

describe('Baidu Qianfan Embedding against a double of Qianfan’s v2 API checking BCE signatures', () => {
  it('embeds documents a batch a request and queries, each request signed', async () => {
    const embeddings = await embeddingsOf({ modelName: 'bge-large-zh', batchSize: 2, stripNewLines: true })
    const before = qianfan.requests.length
    expect(await embeddings.embedDocuments(['refunds\nin 14 days', 'gift cards', 'returns'])).toEqual([
      fakeEmbedding('refunds in 14 days'),
      fakeEmbedding('gift cards'),
      fakeEmbedding('returns'),
    ])
    expect(await embeddings.embedQuery('when are refunds paid?')).toEqual(
      fakeEmbedding('when are refunds paid?'),
    )
    const calls = qianfan.requests.slice(before)
    expect(calls.map((c) => JSON.parse(c.body) as unknown)).toEqual([
      { model: 'bge-large-zh', input: ['refunds in 14 days', 'gift cards'] },
      { model: 'bge-large-zh', input: ['returns'] },
      { model: 'bge-large-zh', input: ['when are refunds paid?'] },
    ])
    expect(calls.every((c) => c.url === '/v2/embeddings')).toBe(true)
    expect(calls[0]?.headers.authorization).toMatch(/^bce-auth-v1\/bce-ak-1\//)
  })

  it('asks the custom model, one text a request by default', async () => {
    const embeddings = await embeddingsOf({ customModelName: 'Qwen3-Embedding-4B' })
    const before = qianfan.requests.length
    await embeddings.embedDocuments(['a', 'b'])
    expect(qianfan.requests.slice(before).map((c) => JSON.parse(c.body) as unknown)).toEqual([
      { model: 'Qwen3-Embedding-4B', input: ['a'] },
      { model: 'Qwen3-Embedding-4B', input: ['b'] },
    ])
  })

  it('fails naming Qianfan when the signature is refused', async () => {
    const embeddings = await embeddingsOf({}, { ...QIANFAN_KEYS, qianfanSecretKey: 'wrong' })
    await expect(embeddings.embedQuery('x')).rejects.toThrow(/Baidu Qianfan.*401/)
  })
})
