import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runFlow } from '@unikflow/engine'
import { buildFlow, petsDocumentSpecs, useNodeHarness } from '@unikflow/engine/testing'
import { readUpserted } from '../../shared/upsert-counts'
import { startFakePgVector, type FakePgVector } from '@unikflow/testkit'

/** PostgreSQL's wire protocol served by PGlite with pgvector (this machine's PostgreSQL has no pgvector). */
let pg: FakePgVector
let port = 0
const harness = useNodeHarness()
beforeAll(async () => {
  pg = await startFakePgVector()
  port = pg.port
}, 120_000)
afterAll(() => pg.close())

const services = (allow = ['127.0.0.1']) =>
  harness.services({
    allowPrivateHosts: allow,
    // PGlite asks for a password (MD5) and accepts any.
    credentials: { 'cred-pg': { user: 'postgres', password: 'pglite' } },
  })

const embeddings = { id: 'e', name: 'openAIEmbeddings', credential: 'cred-openai' }
const store = (output: string, inputs: Record<string, unknown>) => ({
  id: 'v',
  name: 'postgres',
  credential: 'cred-pg',
  output,
  inputs: {
    embeddings: '{{e.data.instance}}',
    host: '127.0.0.1',
    database: 'postgres',
    port,
    tableName: 'pets',
    topK: 1,
    ...inputs,
  },
})
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

describe('Postgres (pgvector) over the wire against PGlite with the vector extension', () => {
  it('creates the extension and table, upserts the documents once each and counts them', async () => {
    const upsert = () =>
      runFlow({
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
    expect(readUpserted((await upsert()).instance)).toMatchObject({ numAdded: 2 })
    await upsert()
    const { rows } = await pg.db.query<{ pageContent: string; metadata: unknown; dims: number }>(
      'SELECT "pageContent", metadata, vector_dims(embedding) AS dims FROM pets ORDER BY "pageContent"',
    )
    // Upserting again overwrote the rows (ids from each document's content), so there are still two.
    expect(rows).toMatchObject([
      { pageContent: 'Cats purr.', metadata: { source: 'pets' } },
      { pageContent: 'Dogs bark.', metadata: { source: 'pets' } },
    ])
    expect(rows[0]?.dims).toBeGreaterThan(0)
  })

  it('answers from the nearest row, and the Metadata Filter keeps other rows out', async () => {
    const ask = (filter: string) =>
      harness.runFlow(qaFlow({ pgMetadataFilter: filter }), {
        question: 'Dogs bark.',
        services: services(),
      })
    const found = await ask('{"source":"pets"}')
    expect(found.sourceDocuments?.[0]?.pageContent).toBe('Dogs bark.')
    expect(found.sourceDocuments?.[0]?.metadata).toMatchObject({ source: 'pets' })
    expect((await ask('{"source":"cars"}')).sourceDocuments ?? []).toEqual([])
  })

  it('refuses a loopback host unless the operator allows it', async () => {
    await expect(harness.runFlow(qaFlow({}), { question: 'x', services: services([]) })).rejects.toThrow(
      /private or reserved/,
    )
  })
})

const pgUrl = process.env.TEST_DATABASE_URL
describe.runIf(pgUrl)('Postgres vector store on a PostgreSQL without pgvector', () => {
  it('says the extension is missing', async () => {
    const url = new URL(pgUrl ?? '')
    await expect(
      runFlow({
        chatId: 'c',
        flowId: 'f',
        flowData: qaFlow({
          host: url.hostname,
          port: Number(url.port || 5432),
          database: url.pathname.slice(1),
        }),
        question: 'x',
        services: harness.services({
          allowPrivateHosts: [url.hostname],
          credentials: {
            'cred-pg': { user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) },
          },
        }),
      }),
    ).rejects.toThrow(/no pgvector extension/)
  })
})
