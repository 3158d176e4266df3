import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Document, type DocumentInterface } from '@langchain/core/documents'
import type { EmbeddingsInterface } from '@langchain/core/embeddings'
import { index, type RecordManager } from '@langchain/core/indexing'
import { VectorStore } from '@langchain/core/vectorstores'
import { createConnection, type Connection } from 'mysql2/promise'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startFakePinecone, type FakePinecone } from '@unikflow/testkit'
import { readUpserted } from '../../shared/upsert-counts'
import { recordManagerSettingsOf } from '../record-manager'

const harness = useNodeHarness()
const mysqlUrl = process.env.TEST_MYSQL_URL
const DATABASE = 'unikflow_mysql_rm_test'

const docs = (texts: string[]) =>
  texts.map((t, i) => new Document({ pageContent: t, metadata: { source: `s${i}` } }))

/** A vector store that keeps documents by id and can delete them: what LangChain's cleanup needs. */
class KeptDocuments extends VectorStore {
  readonly kept = new Map<string, string>()
  _vectorstoreType() {
    return 'kept'
  }
  addVectors(): Promise<void> {
    return Promise.resolve()
  }
  addDocuments(documents: DocumentInterface[], options?: { ids?: string[] }): Promise<void> {
    documents.forEach((d, i) => this.kept.set(options?.ids?.[i] ?? String(i), d.pageContent))
    return Promise.resolve()
  }
  similaritySearchVectorWithScore(): Promise<[DocumentInterface, number][]> {
    return Promise.resolve([])
  }
  override delete(params: { ids: string[] }): Promise<void> {
    params.ids.forEach((id) => this.kept.delete(id))
    return Promise.resolve()
  }
}

describe.skipIf(!mysqlUrl)('MySQL Record Manager against MariaDB (needs TEST_MYSQL_URL)', () => {
  const url = new URL(mysqlUrl ?? 'mysql://localhost')
  const user = decodeURIComponent(url.username)
  const password = decodeURIComponent(url.password)
  let admin: Connection
  let pc: FakePinecone
  let unikFilesDir: string
  beforeAll(async () => {
    admin = await createConnection({ host: url.hostname, port: Number(url.port || 3306), user, password })
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE}`)
    await admin.query(`CREATE DATABASE ${DATABASE} CHARACTER SET utf8mb4`)
    pc = await startFakePinecone(['docs'])
    unikFilesDir = mkdtempSync(join(tmpdir(), 'mysql-record-manager-'))
  })
  afterAll(async () => {
    await admin?.query(`DROP DATABASE IF EXISTS ${DATABASE}`)
    await admin?.end()
    await pc?.close()
    if (unikFilesDir) rmSync(unikFilesDir, { recursive: true, force: true })
  })

  const services = () => ({
    ...harness.services({
      allowPrivateHosts: [url.hostname],
      credentials: {
        my: { user, password },
        'cred-pinecone': { pineconeApiKey: 'pc-key', basePath: pc.url },
      },
    }),
    unikFilesDir,
  })
  const supply = async (inputs: Record<string, unknown>) =>
    (await harness.supply('MySQLRecordManager', {
      credential: 'my',
      inputs: { host: url.hostname, port: Number(url.port || 3306), database: DATABASE, ...inputs },
      services: services(),
    })) as RecordManager

  it('records keys per namespace in a MySQL table', async () => {
    const manager = await supply({ tableName: 'rm_keys', namespace: 'n1' })
    await manager.createSchema()
    const before = await manager.getTime()
    await manager.update(['a', 'b'], { groupIds: ['s1', 's2'] })
    expect(await manager.exists(['a', 'b', 'c'])).toEqual([true, true, false])
    expect(await manager.listKeys({ groupIds: ['s2'] })).toEqual(['b'])
    expect((await manager.listKeys({ after: before - 1 })).sort()).toEqual(['a', 'b'])
    expect(await manager.listKeys({ before })).toEqual([])
    // Another namespace in the same table sees none of them.
    expect(await (await supply({ tableName: 'rm_keys', namespace: 'n2' })).exists(['a'])).toEqual([false])
    await manager.deleteKeys(['a'])
    expect(await manager.exists(['a', 'b'])).toEqual([false, true])
  })

  it('lets a Pinecone upsert write only the documents it has not recorded', async () => {
    const upsert = async (texts: string[]) => {
      const embeddings = await harness.supply('openAIEmbeddings', { credential: 'cred-openai' })
      const recordManager = await supply({ tableName: 'rm_pinecone', namespace: 'docs' })
      const store = await harness.supply('pinecone', {
        credential: 'cred-pinecone',
        inputs: { embeddings, pineconeIndex: 'docs', document: docs(texts), recordManager },
        output: 'vectorStore',
        services: services(),
      })
      return readUpserted(store)
    }
    expect(await upsert(['Cats sleep a lot.', 'Dogs love walks.'])).toMatchObject({
      numAdded: 2,
      numSkipped: 0,
    })
    expect(await upsert(['Cats sleep a lot.', 'Dogs love walks.', 'Fish swim.'])).toMatchObject({
      numAdded: 1,
      numSkipped: 2,
    })
    const [rows] = await admin.query(`SELECT COUNT(*) AS n FROM ${DATABASE}.rm_pinecone`)
    expect(rows).toEqual([{ n: 3 }])
  })

  it('cleans up as its Cleanup says: incremental within the sources brought, full everything else', async () => {
    const store = new KeptDocuments({} as EmbeddingsInterface, {})
    const run = async (cleanup: string, texts: string[]) => {
      const recordManager = await supply({ tableName: 'rm_cleanup', namespace: 'c', cleanup })
      await recordManager.createSchema()
      // What the vector store nodes give index() for this manager (remote-runtime.ts).
      const settings = recordManagerSettingsOf(recordManager)
      return index({
        docsSource: docs(texts),
        recordManager,
        vectorStore: store,
        options: { cleanup: settings?.cleanup, sourceIdKey: settings?.sourceIdKey ?? 'source' },
      })
    }
    expect(await run('none', ['one', 'two', 'three'])).toMatchObject({ numAdded: 3, numDeleted: 0 })
    // s0 changes: incremental deletes its old document, keeps s1 unchanged, leaves s2 (not brought) alone.
    expect(await run('incremental', ['ONE', 'two'])).toMatchObject({
      numAdded: 1,
      numSkipped: 1,
      numDeleted: 1,
    })
    expect([...store.kept.values()].sort()).toEqual(['ONE', 'three', 'two'])
    // Full: everything this upsert does not bring goes.
    expect(await run('full', ['ONE'])).toMatchObject({ numSkipped: 1, numDeleted: 2 })
    expect([...store.kept.values()]).toEqual(['ONE'])
    const [rows] = await admin.query(`SELECT COUNT(*) AS n FROM ${DATABASE}.rm_cleanup`)
    expect(rows).toEqual([{ n: 1 }])
  })
})

describe('MySQL Record Manager', () => {
  it('refuses a private database host unless the operator allows it, and needs Host and Database', async () => {
    const supply = (inputs: Record<string, unknown>) =>
      harness.supply('MySQLRecordManager', {
        credential: 'my',
        inputs,
        services: harness.services({ credentials: { my: {} } }),
      })
    await expect(supply({ host: '10.1.2.3:3307', database: 'x' })).rejects.toThrow(/10\.1\.2\.3/)
    await expect(supply({ host: 'db', database: '' })).rejects.toThrow(/Host and Database are required/)
  })
})
