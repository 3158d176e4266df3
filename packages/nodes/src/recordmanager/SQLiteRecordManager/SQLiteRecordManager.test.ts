import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Document } from '@langchain/core/documents'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startFakePinecone, type FakePinecone } from '@unikflow/testkit'
import { readUpserted } from '../../shared/upsert-counts'

const harness = useNodeHarness()
let pc: FakePinecone
let unikFilesDir: string
beforeAll(async () => {
  pc = await startFakePinecone(['docs'])
  unikFilesDir = mkdtempSync(join(tmpdir(), 'record-manager-'))
})
afterAll(async () => {
  await pc.close()
  rmSync(unikFilesDir, { recursive: true, force: true })
})

const docs = (texts: string[]) =>
  texts.map((t, i) => new Document({ pageContent: t, metadata: { source: `s${i}` } }))

describe('SQLite Record Manager', () => {
  it('lets a Pinecone upsert write only the documents it has not recorded', async () => {
    const services = {
      ...harness.services({
        allowPrivateHosts: ['127.0.0.1'],
        credentials: { 'cred-pinecone': { pineconeApiKey: 'pc-key', basePath: pc.url } },
      }),
      unikFilesDir,
    }
    const upsert = async (texts: string[]) => {
      const embeddings = await harness.supply('openAIEmbeddings', { credential: 'cred-openai' })
      const recordManager = await harness.supply('SQLiteRecordManager', {
        inputs: { databaseFilePath: 'pets.sqlite', namespace: 'docs' },
        services,
      })
      const store = await harness.supply('pinecone', {
        credential: 'cred-pinecone',
        inputs: { embeddings, pineconeIndex: 'docs', document: docs(texts), recordManager },
        output: 'vectorStore',
        services,
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
  })

  it('refuses a database path outside the unik’s folder', async () => {
    await expect(
      harness.supply('SQLiteRecordManager', {
        inputs: { databaseFilePath: '/etc/records.sqlite' },
        services: { ...harness.services(), unikFilesDir },
      }),
    ).rejects.toThrow(/absolute path/)
  })
})
