import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createConnection, type Connection } from 'mysql2/promise'
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
 * SingleStore speaks MySQL's wire protocol, so the node runs here against MariaDB. MariaDB lacks
 * SingleStore's vector built-ins; this file's own database gets stored functions of the same names as
 * their double: JSON_ARRAY_PACK (a JSON array to a BLOB — here the array's text, where SingleStore packs
 * float32s; only DOT_PRODUCT reads it) and DOT_PRODUCT (the sum of the element products), plus
 * JSON_EXTRACT_JSON (one key) for the metadata filter.
 */
const DOUBLES = [
  'CREATE FUNCTION JSON_ARRAY_PACK(a LONGTEXT) RETURNS LONGBLOB DETERMINISTIC RETURN CAST(a AS BINARY)',
  `CREATE FUNCTION DOT_PRODUCT(a LONGBLOB, b LONGBLOB) RETURNS DOUBLE DETERMINISTIC RETURN (
     SELECT SUM(x.v * y.v)
     FROM JSON_TABLE(CONVERT(a USING utf8mb4), '$[*]' COLUMNS (i FOR ORDINALITY, v DOUBLE PATH '$')) x
     JOIN JSON_TABLE(CONVERT(b USING utf8mb4), '$[*]' COLUMNS (i FOR ORDINALITY, v DOUBLE PATH '$')) y ON x.i = y.i)`,
  `CREATE FUNCTION JSON_EXTRACT_JSON(j LONGTEXT, k VARCHAR(255)) RETURNS LONGTEXT DETERMINISTIC
     RETURN JSON_EXTRACT(j, CONCAT('$."', k, '"'))`,
]

const mysqlUrl = process.env.TEST_MYSQL_URL
const DATABASE = 'unikflow_singlestore_node_test'

describe.skipIf(!mysqlUrl)('SingleStore against MariaDB (needs TEST_MYSQL_URL)', () => {
  let admin: Connection
  const url = new URL(mysqlUrl ?? 'mysql://localhost')
  const host = `${url.hostname}:${url.port || 3306}`
  beforeAll(async () => {
    admin = await createConnection({
      host: url.hostname,
      port: Number(url.port || 3306),
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
    })
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE}`)
    // The collation mysql2 connects with, so the filter's strings compare with the stored functions' answers.
    await admin.query(`CREATE DATABASE ${DATABASE} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`)
    await admin.query(`USE ${DATABASE}`)
    for (const sql of DOUBLES) await admin.query(sql)
  })
  afterAll(async () => {
    await admin?.query(`DROP DATABASE IF EXISTS ${DATABASE}`)
    await admin?.end()
  })

  const services = () =>
    harness.services({
      allowPrivateHosts: [url.hostname],
      credentials: {
        'cred-singlestore': {
          user: decodeURIComponent(url.username),
          password: decodeURIComponent(url.password),
        },
      },
    })
  const store = (output: string, inputs: Record<string, unknown>) => ({
    id: 'v',
    name: 'singlestore',
    credential: 'cred-singlestore',
    output,
    inputs: { embeddings: '{{e.data.instance}}', host, database: DATABASE, topK: 1, ...inputs },
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
    const [rows] = await admin.query(
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
      inputs: { embeddings: e, host, database: DATABASE },
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
        inputs: { embeddings: e, host, database: DATABASE },
        services: harness.services({ allowPrivateHosts: [] }),
      }),
    ).rejects.toThrow(/private or reserved/)
  })
})
