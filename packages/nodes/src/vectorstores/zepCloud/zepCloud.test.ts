import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import { startFakeZep, type FakeZep } from '@unikflow/testkit'
import { THREE_DOCS } from '../../testing/three-docs-store'
import { readUpserted } from '../../shared/upsert-counts'
import { isSearchable } from '../../testing/vector-doubles'

const harness = useNodeHarness()
let zepApi: FakeZep
beforeAll(async () => {
  zepApi = await startFakeZep()
})
afterAll(() => zepApi.close())

const services = (apiKey = 'zep-key', allow = ['127.0.0.1']) =>
  harness.services({ allowPrivateHosts: allow, credentials: { 'cred-zep': { apiKey } } })

/** Three Plain Text documents → Zep Cloud (no embeddings: Zep embeds), run up to the store. */
async function zepStore(inputs: Record<string, unknown>, apiKey?: string, allow?: string[]) {
  const loaders = THREE_DOCS.map((d, i) => ({
    id: `t${i}`,
    name: 'plainText',
    output: 'document',
    inputs: { text: d.text, metadata: JSON.stringify(d.metadata) },
  }))
  const flow = buildFlow([
    ...loaders,
    {
      id: 'v',
      name: 'zepCloud',
      credential: 'cred-zep',
      output: 'vectorStore',
      inputs: {
        zepApiUrl: zepApi.url,
        zepCollection: 'faq',
        document: loaders.map((l) => `{{${l.id}.data.instance}}`),
        ...inputs,
      },
    },
  ])
  const result = await harness.runFlow(flow, {
    question: '',
    stopNodeId: 'v',
    services: services(apiKey, allow),
  })
  if (!isSearchable(result.instance)) throw new Error('zepCloud supplied no vector store')
  return result.instance
}

describe('Zep Collection - Cloud against a Zep double', () => {
  it('makes the collection, sends the documents as text and searches by text', async () => {
    const s = await zepStore({})
    expect(readUpserted(s)?.numAdded).toBe(3)
    expect(zepApi.collections.get('v2/faq')?.docs.size).toBe(3)
    expect(zepApi.calls.find((c) => c.url === '/api/v2/collections/faq/documents')?.body).toMatchObject([
      { content: 'Refunds are paid within 14 days.', metadata: { topic: 'refunds', lang: 'en' } },
      {},
      {},
    ])
    const [hit] = await s.similaritySearchWithScore('How long does shipping to Europe take?', 1)
    expect(hit?.[0]).toEqual({
      pageContent: 'Shipping to Europe takes a week.',
      metadata: { topic: 'shipping', lang: 'en' },
    })
    expect(zepApi.calls.at(-1)?.body).toEqual({
      text: 'How long does shipping to Europe take?',
      search_type: 'similarity',
    })
  })

  it('keeps to the metadata filter; a wrong key is Zep Cloud’s 401', async () => {
    const filter = { where: { jsonpath: '$[*] ? (@.lang == "fr")' } }
    const s = await zepStore({ zepMetadataFilter: filter })
    expect((await s.similaritySearch('refunds', 3)).map((d) => d.pageContent)).toEqual([
      'Les remboursements prennent 14 jours.',
    ])
    await expect(zepStore({}, 'no')).rejects.toThrow(/Zep Cloud answered 401/)
    await expect(zepStore({}, 'zep-key', [])).rejects.toThrow(/Refused to connect to 127\.0\.0\.1/)
  })
})
