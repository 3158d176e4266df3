import { RecursiveCharacterTextSplitter } from '@langchain/textsplitters'
import { expect, it } from 'vitest'
import { describeDialects } from '../../test/build-test-app'
import { unikFixture } from '../../test/unik-fixture'
import { Keyring } from '../secrets/keyring'
import { listStoreChunks, stageChunks } from './document-chunks.repository'
import { DocumentJobs } from './document-jobs'
import { FILE_PART_BYTES, insertFile } from './document-file-parts.repository'
import { processLoader, recoverInterruptedLoaders } from './document-loaders.service'
import { documentStoreClient, fileOf } from './document-store-client'

/** A text of `bytes` bytes: paragraphs of varied length with multi-byte letters, cut across parts. */
function bigText(bytes: number): string {
  const paragraphs: string[] = []
  let size = 0
  for (let i = 0; size < bytes; i++) {
    const p = `Paragraph ${i}: the refund policy — ${'données '.repeat(i % 41)}ends here.${i % 7 === 0 ? '\n' : ''}\n\n`
    paragraphs.push(p)
    size += Buffer.byteLength(p)
  }
  return paragraphs.join('')
}

describeDialects('processing a Text File loader as a stream (%s)', (dialect) => {
  const t = unikFixture(dialect, { owner: 'stream-owner@example.com', unik: 'Streams' })
  const splitter = { chunkSize: 1000, chunkOverlap: 200 }

  /** A loader whose only file is `text`, stored in parts as an upload is. */
  async function loaderWith(name: string, text: string) {
    const api = documentStoreClient(t.app, t.unik.id)
    const store = await api.store(t.owner, name)
    const loader = await api.saveLoader(t.owner, {
      storeId: store.id,
      loaderName: 'textFile',
      splitterName: 'recursiveCharacterTextSplitter',
      splitterConfig: splitter,
      files: [fileOf('seed.txt', 'seed')],
    })
    const db = t.database.db
    await db.deleteFrom('document_store_files').where('loader_id', '=', loader.id).execute()
    const bytes = Buffer.from(text)
    async function* pieces() {
      for (let at = 0; at < bytes.length; at += 300_001) yield bytes.subarray(at, at + 300_001)
    }
    await insertFile(db, t.unik.id, loader.id, { name: 'big.txt', mime: 'text/plain' }, pieces())
    return { api, store, loader }
  }

  /** The loader's chunks as readers see them (the store has this loader only). */
  async function allChunks(storeId: string) {
    const chunks = await listStoreChunks(t.database.db, t.unik.id, storeId)
    return chunks.map((c) => ({ chunkNo: c.chunkNo, pageContent: c.pageContent, metadata: c.metadata }))
  }

  const stagedRows = (loaderId: string) =>
    t.database.db
      .selectFrom('document_store_chunk_staging')
      .select('id')
      .where('loader_id', '=', loaderId)
      .execute()

  it('a multi-MB file gives the chunks of splitting the whole text, and nothing stays staged', async () => {
    const text = bigText(3 * FILE_PART_BYTES + 12_345)
    const { api, store, loader } = await loaderWith('Big text', text)
    const done = await api.process(t.owner, store.id, loader.id)
    expect(done.status).toBe('SYNC')
    const whole = await new RecursiveCharacterTextSplitter(splitter).createDocuments(
      [text],
      [{ source: 'big.txt' }],
    )
    expect(done.totalChunks).toBe(whole.length)
    expect(done.totalChars).toBe(whole.reduce((n, d) => n + d.pageContent.length, 0))
    const chunks = await allChunks(store.id)
    expect(chunks.map((c) => c.chunkNo)).toEqual(whole.map((_, i) => i + 1))
    expect(chunks.map((c) => c.pageContent)).toEqual(whole.map((d) => d.pageContent))
    expect(chunks.map((c) => c.metadata)).toEqual(whole.map((d) => d.metadata))
    expect(await stagedRows(loader.id)).toEqual([])
  })

  it('processing stopped half-way keeps the old chunks and drops the staged ones', async () => {
    const { api, store, loader } = await loaderWith('Stopped', bigText(6 * FILE_PART_BYTES))
    const first = await api.process(t.owner, store.id, loader.id)
    expect(first.status).toBe('SYNC')
    const before = await allChunks(store.id)

    // The same file processed again, stopped once its first batches are staged (the jobs are closed, as
    // when the server shuts down).
    const deps = { db: t.database.db, keyring: Keyring.fromSecretKeys(t.config.secretKeys), config: t.config }
    const jobs = new DocumentJobs()
    await processLoader(
      deps,
      { unikId: t.unik.id, log: t.app.log },
      { storeId: store.id, loaderId: loader.id },
      jobs,
    )
    await expect
      .poll(async () => (await stagedRows(loader.id)).length, { timeout: 15_000, interval: 1 })
      .toBeGreaterThan(0)
    await jobs.closeAll()

    const after = (await api.get(t.owner, store.id)).loaders.find((l) => l.id === loader.id)
    expect(after?.status).toBe('SYNC')
    expect(after?.error).toMatch(/stopped/)
    expect(after?.totalChunks).toBe(first.totalChunks)
    expect(await allChunks(store.id)).toEqual(before)
    expect(await stagedRows(loader.id)).toEqual([])
  })

  it('a restart in the middle drops the staged chunks: the loader is STALE and keeps its old chunks', async () => {
    const { api, store, loader } = await loaderWith('Restarted', bigText(FILE_PART_BYTES))
    const first = await api.process(t.owner, store.id, loader.id)
    const before = await allChunks(store.id)
    // As a server killed while processing leaves it: the loader SYNCING, some new chunks staged.
    const db = t.database.db
    await db
      .updateTable('document_store_loaders')
      .set({ status: 'SYNCING' })
      .where('id', '=', loader.id)
      .execute()
    const ids = { unikId: t.unik.id, storeId: store.id, loaderId: loader.id }
    await stageChunks(db, ids, 1, [{ pageContent: 'half of a new version', metadata: {} }])

    expect(await recoverInterruptedLoaders({ db })).toBeGreaterThanOrEqual(1)
    const after = (await api.get(t.owner, store.id)).loaders.find((l) => l.id === loader.id)
    expect(after?.status).toBe('STALE')
    expect(after?.error).toMatch(/restart/)
    expect(after?.totalChunks).toBe(first.totalChunks)
    expect(await allChunks(store.id)).toEqual(before)
    expect(await stagedRows(loader.id)).toEqual([])
  })
})
