import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prepareSingleStoreOnMariaDb, type SingleStoreOnMariaDb } from '@unikflow/testkit'
import type { VectorStore } from '@langchain/core/vectorstores'
import { buildFlow, petsDocumentSpecs, useNodeHarness } from '@unikflow/engine/testing'
import { getNodeDescriptor } from '../../index'
import { readUpserted } from '../../shared/upsert-counts'
import { metadataWhere } from './singlestore-api'

const harness = useNodeHarness()

describe('SingleStore', () => {
  it('opens with its inputs and outputs as Flowise saved them', () => {
    const descriptor = getNodeDescriptor('singlestore')
    expect(descriptor?.inputs.map((i) => i.name)).toEqual([
      'document',
      'embeddings',
      'host',
      'database',
      'tableName',
      'contentColumnName',
      'vectorColumnName',
      'metadataColumnName',
      'topK',
    ])
    expect(descriptor?.outputs?.map((o) => o.name)).toEqual(['retriever', 'vectorStore'])
  })

  it('filters nested metadata by key paths, every leaf compared as JSON', () => {
    expect(metadataWhere('`m`', { source: 'pets', loc: { page: 2 }, skip: undefined })).toEqual({
      sql: 'WHERE JSON_EXTRACT_JSON(`m`, ?) = ? AND JSON_EXTRACT_JSON(`m`, ?, ?) = ?',
      params: ['source', '"pets"', 'loc', 'page', '2'],
    })
    expect(metadataWhere('`m`', {})).toEqual({ sql: '', params: [] })
  })
})

/**
 * SingleStore speaks MySQL's wire protocol, so the node runs here against MariaDB, in a database of this
 * file's own that holds SingleStore's vector functions as stand-ins (testkit's prepareSingleStoreOnMariaDb).
 */
const mysqlUrl = process.env.TEST_MYSQL_URL

describe.skipIf(!mysqlUrl)('SingleStore against MariaDB (needs TEST_MYSQL_URL)', () => {
  let db: SingleStoreOnMariaDb
  beforeAll(async () => {
    db = await prepareSingleStoreOnMariaDb(mysqlUrl ?? '', 'unikflow_singlestore_node_test')
  })
  afterAll(() => db?.close())

  const services = () =>
    harness.services({
      allowPrivateHosts: [db.hostname],
      credentials: { 'cred-singlestore': { user: db.user, password: db.password } },
    })
  const store = (output: string, inputs: Record<string, unknown>) => ({
    id: 'v',
    name: 'singlestore',
    credential: 'cred-singlestore',
    output,
    inputs: { embeddings: '{{e.data.instance}}', host: db.host, database: db.database, topK: 1, ...inputs },
  })
  const embeddings = { id: 'e', name: 'openAIEmbeddings', credential: 'cred-openai' }

  it('creates LangChain’s table, upserts the documents with packed vectors and counts them', async () => {
    const run = await harness.runFlow(
      buildFlow([
        ...petsDocumentSpecs,
        embeddings,
        store('vectorStore', { document: ['{{t.data.instance}}'] }),
      ]),
      { question: '', stopNodeId: 'v', services: services() },
    )
    expect(readUpserted(run.instance)).toMatchObject({ numAdded: 2 })
    const [rows] = await db.admin.query(
      'SELECT content, metadata, JSON_LENGTH(CONVERT(vector USING utf8mb4)) AS dims FROM embeddings ORDER BY content',
    )
    expect(rows).toMatchObject([
      { content: 'Cats purr.', metadata: { source: 'pets' }, dims: 8 },
      { content: 'Dogs bark.', metadata: { source: 'pets' }, dims: 8 },
    ])
  })

  it('answers a chain from the nearest row by dot product', async () => {
    const found = await harness.runFlow(
      buildFlow([
        embeddings,
        store('retriever', {}),
        { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
        {
          id: 'qa',
          name: 'retrievalQAChain',
          inputs: { model: '{{m.data.instance}}', vectorStoreRetriever: '{{v.data.instance}}' },
        },
      ]),
      { question: 'Dogs bark.', services: services() },
    )
    expect(found.sourceDocuments?.map((d) => d.pageContent)).toEqual(['Dogs bark.'])
    expect(found.sourceDocuments?.[0]?.metadata).toMatchObject({
      source: 'pets',
      loc: { lines: { from: 3 } },
    })
  })

  it('searches its vector store output with a metadata filter, nearest first', async () => {
    const e = await harness.supply('openAIEmbeddings', { credential: 'cred-openai' })
    const vectorStore = (await harness.supply('singlestore', {
      output: 'vectorStore',
      credential: 'cred-singlestore',
      inputs: { embeddings: e, host: db.host, database: db.database },
      services: services(),
    })) as VectorStore
    const scored = await vectorStore.similaritySearchWithScore('Cats purr.', 2, { source: 'pets' })
    expect(scored.map(([d]) => d.pageContent)).toEqual(['Cats purr.', 'Dogs bark.'])
    // Unit vectors: the same text scores 1.
    expect(scored[0]?.[1]).toBeCloseTo(1, 5)
    expect(scored[1]?.[1]).toBeLessThan(1)
    expect(await vectorStore.similaritySearch('Cats purr.', 2, { source: 'cars' })).toEqual([])
  })

  it('refuses a loopback host unless the operator allows it', async () => {
    const e = await harness.supply('openAIEmbeddings', { credential: 'cred-openai' })
    await expect(
      harness.supply('singlestore', {
        output: 'vectorStore',
        inputs: { embeddings: e, host: db.host, database: db.database },
        services: harness.services({ allowPrivateHosts: [] }),
      }),
    ).rejects.toThrow(/private or reserved/)
  })
})
