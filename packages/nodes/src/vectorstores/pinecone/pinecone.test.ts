import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildFlow, petsDocumentSpecs, useNodeHarness } from '@unikflow/engine/testing'
import { startFakePinecone, type FakePinecone } from '@unikflow/testkit'

const harness = useNodeHarness()
let pc: FakePinecone
beforeAll(async () => {
  pc = await startFakePinecone(['docs'])
})
afterAll(() => pc.close())

const services = (allow = ['127.0.0.1']) =>
  harness.services({
    allowPrivateHosts: allow,
    credentials: { 'cred-pinecone': { pineconeApiKey: 'pc-key', basePath: pc.url } },
  })

const qaFlow = (pineconeInputs: Record<string, unknown>, withDocs: boolean) =>
  buildFlow([
    ...(withDocs ? petsDocumentSpecs : []),
    { id: 'e', name: 'openAIEmbeddings', credential: 'cred-openai' },
    {
      id: 'v',
      name: 'pinecone',
      credential: 'cred-pinecone',
      output: 'retriever',
      inputs: {
        embeddings: '{{e.data.instance}}',
        pineconeIndex: 'docs',
        topK: 1,
        ...(withDocs ? { document: ['{{t.data.instance}}'] } : {}),
        ...pineconeInputs,
      },
    },
    { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
    {
      id: 'qa',
      name: 'retrievalQAChain',
      inputs: { model: '{{m.data.instance}}', vectorStoreRetriever: '{{v.data.instance}}' },
    },
  ])

const ask = (flowData: ReturnType<typeof buildFlow>, question: string, allow?: string[]) =>
  harness.runFlow(flowData, { question, services: services(allow) })

describe('Pinecone (REST through the outbound guard) against a Pinecone double', () => {
  it('finds the index host, upserts the documents with their text, and answers from the nearest', async () => {
    const result = await ask(qaFlow({ pineconeNamespace: 'pets' }, true), 'Dogs bark.')
    expect(result.sourceDocuments?.[0]?.pageContent).toBe('Dogs bark.')
    expect(result.sourceDocuments?.[0]?.metadata).toMatchObject({ source: 'pets' })
    expect(pc.calls[0]).toMatchObject({ method: 'GET', path: '/indexes/docs' })
    expect(pc.calls[0]?.headers['x-pinecone-api-version']).toBeTruthy()
    const upsert = pc.calls.find((c) => c.path.endsWith('/vectors/upsert'))
    expect(upsert?.body).toMatchObject({
      namespace: 'pets',
      vectors: [{ metadata: { text: 'Cats purr.', source: 'pets' } }, { metadata: { text: 'Dogs bark.' } }],
    })
    expect(pc.calls.at(-1)).toMatchObject({
      path: '/hosts/docs/query',
      body: { namespace: 'pets', topK: 1, includeMetadata: true },
    })
  })

  it('searches stored vectors without upserting, with the Text Key and Metadata Filter', async () => {
    const before = pc.calls.length
    const result = await ask(
      qaFlow({ pineconeNamespace: 'pets', pineconeMetadataFilter: '{"source":{"$eq":"pets"}}' }, false),
      'Cats purr.',
    )
    expect(result.sourceDocuments?.[0]?.pageContent).toBe('Cats purr.')
    const calls = pc.calls.slice(before)
    expect(calls.some((c) => c.path.endsWith('/vectors/upsert'))).toBe(false)
    expect(calls.at(-1)?.body).toMatchObject({ filter: { source: { $eq: 'pets' } } })
  })

  it('refuses a loopback Pinecone unless the operator allows it', async () => {
    const before = pc.calls.length
    await expect(ask(qaFlow({}, false), 'x', [])).rejects.toThrow(/private or reserved/)
    expect(pc.calls.length).toBe(before)
  })

  it('asks the index host of its own base URL: same key and index name elsewhere is another index', async () => {
    await ask(qaFlow({}, true), 'What do dogs do?')
    const other = await startFakePinecone(['docs'])
    try {
      const elsewhere = harness.services({
        allowPrivateHosts: ['127.0.0.1'],
        credentials: { 'cred-pinecone': { pineconeApiKey: 'pc-key', basePath: other.url } },
      })
      await harness.runFlow(qaFlow({}, true), { question: 'What do dogs do?', services: elsewhere })
      expect(other.calls.map((c) => c.path)).toContain('/hosts/docs/vectors/upsert')
    } finally {
      await other.close()
    }
  })
})
