import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runFlow } from '@unikflow/engine'
import { buildFlow, petsDocumentSpecs, useNodeHarness } from '@unikflow/engine/testing'
import { readUpserted } from '../../shared/upsert-counts'
import { startFakeSupabase, type FakeSupabase } from '@unikflow/testkit'

const harness = useNodeHarness()
let sb: FakeSupabase
beforeAll(async () => {
  sb = await startFakeSupabase()
})
afterAll(() => sb.close())

const services = (allow = ['127.0.0.1']) =>
  harness.services({
    allowPrivateHosts: allow,
    credentials: { 'cred-supabase': { supabaseApiKey: 'sb-key' } },
  })

const store = (output: string, inputs: Record<string, unknown>) => ({
  id: 'v',
  name: 'supabase',
  credential: 'cred-supabase',
  output,
  inputs: {
    embeddings: '{{e.data.instance}}',
    supabaseProjUrl: sb.url,
    tableName: 'documents',
    queryName: 'match_documents',
    topK: 1,
    ...inputs,
  },
})
const embeddings = { id: 'e', name: 'openAIEmbeddings', credential: 'cred-openai' }

const qaFlow = (inputs: Record<string, unknown>) =>
  buildFlow([
    embeddings,
    store('retriever', inputs),
    { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
    {
      id: 'qa',
      name: 'retrievalQAChain',
      inputs: { model: '{{m.data.instance}}', vectorStoreRetriever: '{{v.data.instance}}' },
    },
  ])

describe('Supabase (PostgREST through the outbound guard) against a Supabase double', () => {
  it('inserts the documents as rows with the project key and counts them as added', async () => {
    const result = await runFlow({
      chatId: 'c',
      flowId: 'f',
      flowData: buildFlow([
        ...petsDocumentSpecs,
        embeddings,
        store('vectorStore', { document: ['{{t.data.instance}}'] }),
      ]),
      question: '',
      stopNodeId: 'v',
      services: services(),
    })
    expect(readUpserted(result.instance)).toMatchObject({ numAdded: 2 })
    const insert = sb.calls.find((c) => c.path === '/rest/v1/documents')
    expect(insert?.headers.apikey).toBe('sb-key')
    expect(insert?.headers.authorization).toBe('Bearer sb-key')
    expect(insert?.body).toMatchObject([
      { content: 'Cats purr.', metadata: { source: 'pets' } },
      { content: 'Dogs bark.', metadata: { source: 'pets' } },
    ])
    expect(sb.tables.get('documents')?.[0]?.embedding.length).toBeGreaterThan(0)
  })

  it('answers from the nearest row found through rpc/<Query Name> with the Metadata Filter', async () => {
    const before = sb.calls.length
    const result = await harness.runFlow(qaFlow({ supabaseMetadataFilter: '{"source":"pets"}' }), {
      question: 'Dogs bark.',
      services: services(),
    })
    expect(result.sourceDocuments?.[0]?.pageContent).toBe('Dogs bark.')
    expect(result.sourceDocuments?.[0]?.metadata).toMatchObject({ source: 'pets' })
    const calls = sb.calls.slice(before)
    expect(calls.some((c) => c.path === '/rest/v1/documents')).toBe(false)
    const rpc = calls.find((c) => c.path === '/rest/v1/rpc/match_documents')
    expect(rpc?.headers.authorization).toBe('Bearer sb-key')
    expect(rpc?.body).toMatchObject({ match_count: 1, filter: { source: 'pets' } })
    const body = rpc?.body
    expect(
      typeof body === 'object' &&
        body !== null &&
        'query_embedding' in body &&
        Array.isArray(body.query_embedding),
    ).toBe(true)
  })

  it('refuses a loopback project URL unless the operator allows it', async () => {
    const before = sb.calls.length
    await expect(harness.runFlow(qaFlow({}), { question: 'x', services: services([]) })).rejects.toThrow(
      /private or reserved/,
    )
    expect(sb.calls.length).toBe(before)
  })

  it('fails the node with PostgREST’s own words when the project key is wrong', async () => {
    const wrongKey = harness.services({
      allowPrivateHosts: ['127.0.0.1'],
      credentials: { 'cred-supabase': { supabaseApiKey: 'not-the-key' } },
    })
    await expect(harness.runFlow(qaFlow({}), { question: 'x', services: wrongKey })).rejects.toThrow(
      /Supabase answered 401: Invalid API key/,
    )
  })
})
