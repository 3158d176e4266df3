import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildFlow, petsDocumentSpecs, useNodeHarness } from '@unikflow/engine/testing'
import { startFakeVectara, type FakeVectara } from '@unikflow/testkit'

const harness = useNodeHarness()
let vectaraApi: FakeVectara
beforeAll(async () => {
  vectaraApi = await startFakeVectara()
})
afterAll(() => vectaraApi.close())

const services = (allow = ['127.0.0.1']) =>
  harness.services({
    allowPrivateHosts: allow,
    credentials: {
      'cred-vectara': { customerID: 'c1', corpusID: 'pets', apiKey: 'vectara-key', basePath: vectaraApi.url },
    },
  })

const qaFlow = (vectaraInputs: Record<string, unknown>, withDocs: boolean) =>
  buildFlow([
    ...(withDocs ? petsDocumentSpecs : []),
    {
      id: 'v',
      name: 'vectara',
      credential: 'cred-vectara',
      output: 'retriever',
      inputs: { topK: 1, ...(withDocs ? { document: ['{{t.data.instance}}'] } : {}), ...vectaraInputs },
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

describe('Vectara (its REST API through the outbound guard) against a Vectara double', () => {
  it('indexes the documents with their metadata, and a query finds the nearest as the source', async () => {
    const result = await ask(qaFlow({ sentencesBefore: 1, lambda: 0.025 }, true), 'dogs bark')
    expect(result.sourceDocuments?.[0]?.pageContent).toBe('Dogs bark.')
    expect(result.sourceDocuments?.[0]?.metadata).toMatchObject({ source: 'pets' })
    const indexed = vectaraApi.calls.filter((c) => c.url === '/v1/core/index')
    expect(indexed.map((c) => c.body)).toMatchObject([
      { customerId: 'c1', corpusId: 'pets', document: { section: [{ text: 'Cats purr.' }] } },
      { customerId: 'c1', corpusId: 'pets', document: { section: [{ text: 'Dogs bark.' }] } },
    ])
    expect(indexed[0]?.headers['customer-id']).toBe('c1')
    expect(vectaraApi.calls.at(-1)).toMatchObject({
      url: '/v1/query',
      body: {
        query: [
          {
            query: 'dogs bark',
            numResults: 1,
            contextConfig: { sentencesBefore: 1, sentencesAfter: 2 },
            corpusKey: [
              { customerId: 'c1', corpusId: 'pets', lexicalInterpolationConfig: { lambda: 0.025 } },
            ],
          },
        ],
      },
    })
  })

  it('searches without indexing, with the Metadata Filter and MMR reranking', async () => {
    const before = vectaraApi.calls.length
    const result = await ask(
      qaFlow({ filter: "doc.source = 'pets'", mmrDiversityBias: 0.3, mmrK: 20 }, false),
      'cats purr',
    )
    expect(result.sourceDocuments?.[0]?.pageContent).toBe('Cats purr.')
    const calls = vectaraApi.calls.slice(before)
    expect(calls.map((c) => c.url)).toEqual(['/v1/query'])
    expect(calls[0]?.body).toMatchObject({
      query: [
        {
          numResults: 20,
          rerankingConfig: { mmrConfig: { diversityBias: 0.3 } },
          corpusKey: [{ metadataFilter: "doc.source = 'pets'" }],
        },
      ],
    })
  })

  it('sends the File input and the request’s files to Vectara’s upload API on an upsert, not with questions', async () => {
    const file = `data:text/plain;base64,${Buffer.from('Parrots talk back.').toString('base64')},filename:birds.txt`
    const flow = qaFlow({ file }, false)
    const before = vectaraApi.calls.length
    await ask(flow, 'do parrots talk')
    expect(vectaraApi.calls.slice(before).map((c) => c.url)).toEqual(['/v1/query'])

    const sent = {
      name: 'fish.txt',
      mime: 'text/plain',
      data: Buffer.from('Fish swim in schools.').toString('base64'),
    }
    await harness.runFlow(flow, {
      question: '',
      upsert: true,
      stopNodeId: 'v',
      uploads: [sent],
      services: services(),
    })
    const uploads = vectaraApi.calls.filter((c) => c.url.startsWith('/v1/upload'))
    expect(uploads.map((c) => c.url)).toEqual(['/v1/upload?c=c1&o=pets', '/v1/upload?c=c1&o=pets'])
    expect(uploads[0]?.headers).toMatchObject({ 'x-api-key': 'vectara-key', 'customer-id': 'c1' })
    expect(String(uploads[0]?.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/)
    expect(String(uploads[0]?.body)).toContain('filename="birds.txt"')
    expect(String(uploads[1]?.body)).toContain('Fish swim in schools.')

    const answer = await ask(flow, 'do parrots talk back')
    expect(answer.sourceDocuments?.[0]?.pageContent).toBe('Parrots talk back.')
  })

  it('refuses to upload to a loopback Vectara unless the operator allows it', async () => {
    const before = vectaraApi.calls.length
    const file = `data:text/plain;base64,${Buffer.from('x').toString('base64')},filename:x.txt`
    await expect(
      harness.runFlow(qaFlow({ file }, false), {
        question: '',
        upsert: true,
        stopNodeId: 'v',
        services: services([]),
      }),
    ).rejects.toThrow(/private or reserved/)
    expect(vectaraApi.calls.length).toBe(before)
  })

  it('refuses a loopback Vectara unless the operator allows it', async () => {
    const before = vectaraApi.calls.length
    await expect(ask(qaFlow({}, true), 'x', [])).rejects.toThrow(/private or reserved/)
    expect(vectaraApi.calls.length).toBe(before)
  })
})
