import { beforeAll, describe, expect, it } from 'vitest'
import type { TDocumentStore, TStoreApiUpsertResult } from '@unikflow/graph'
import { createUnik } from '../../test/api-client'
import { unikFixture } from '../../test/unik-fixture'
import { documentStoreClient, fileOf } from './document-store-client'

const boundary = '----unikflow-test'
/** A multipart body with text fields and one file. */
function form(fields: Record<string, string>, file: { name: string; content: string }): string {
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  )
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: text/plain\r\n\r\n${file.content}\r\n`,
  )
  return `${parts.join('')}--${boundary}--\r\n`
}

/** A unik with a store, its API keys and the URL helpers the groups of tests below share. */
function storeApiSuite() {
  // Filled in by the hooks below: read inside hooks and tests only.
  const fx = { key: '', otherKey: '', docId: '' } as {
    key: string
    otherKey: string
    store: TDocumentStore
    docId: string
  }
  const t = unikFixture('sqlite', {
    owner: 'ds-api-owner@example.com',
    unik: 'Store API',
    users: { member: { email: 'ds-api-member@example.com', role: 'member' } },
  })
  const url = (path: string) => `/api/v1/uniks/${t.unik.id}/document-store${path}`
  const bearer = (k: string) => ({ authorization: `Bearer ${k}` })

  beforeAll(async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/uniks/${t.unik.id}/apikey`,
      headers: t.owner.auth,
      payload: { keyName: 'scripts' },
    })
    fx.key = created.json<{ apiKey: string }>().apiKey
    const other = await createUnik(t.app, t.owner, 'Other unik')
    fx.otherKey = (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/uniks/${other.id}/apikey`,
        headers: t.owner.auth,
        payload: { keyName: 'elsewhere' },
      })
    ).json<{ apiKey: string }>().apiKey
    const api = documentStoreClient(t.app, t.unik.id)
    fx.store = await api.store(t.owner, 'Policies')
    const saved = await api.call(t.owner, 'POST', '/vectorstore/save', {
      storeId: fx.store.id,
      embedding: { name: 'localHashEmbeddings', config: { dimensions: 64 } },
      recordManager: { name: 'unikflowRecordManager', config: { cleanup: 'full' } },
    })
    expect(saved.statusCode, saved.body).toBe(200)
  })
  return Object.assign(fx, { t, url, bearer })
}

type StoreApiSuite = ReturnType<typeof storeApiSuite>

function upserting(fx: StoreApiSuite) {
  const { t, url, bearer } = fx
  it('upserts JSON files with the unik’s key; other keys, members and outsiders are refused', async () => {
    const body = {
      loader: { name: 'textFile' },
      splitter: { name: 'recursiveCharacterTextSplitter', config: { chunkSize: 40, chunkOverlap: 0 } },
      metadata: { team: 'support' },
      files: [fileOf('refunds.md', 'Refunds are paid within 14 days.\n\nExchanges are free for 30 days.')],
    }
    const path = url(`/upsert/${fx.store.id}`)
    expect(
      (await t.app.inject({ method: 'POST', url: path, headers: bearer(fx.otherKey), payload: body }))
        .statusCode,
    ).toBe(401)
    expect((await t.app.inject({ method: 'POST', url: path, payload: body })).statusCode).toBe(401)
    expect(
      (await t.app.inject({ method: 'POST', url: path, headers: t.member.auth, payload: body })).statusCode,
    ).toBe(403)
    const res = await t.app.inject({ method: 'POST', url: path, headers: bearer(fx.key), payload: body })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      numAdded: 2,
      numUpdated: 0,
      numSkipped: 0,
      numDeleted: 0,
      totalChunks: 2,
    })
    const answer = res.json<TStoreApiUpsertResult>()
    fx.docId = answer.docId
    expect(answer.addedDocs.map((d) => d.pageContent)).toEqual([
      'Refunds are paid within 14 days.',
      'Exchanges are free for 30 days.',
    ])
    const after = await documentStoreClient(t.app, t.unik.id).get(t.owner, fx.store.id)
    expect(after).toMatchObject({ status: 'UPSERTED', totalChunks: 2 })
    expect(after.loaders[0]?.id).toBe(fx.docId)
    expect(after.loaders).toHaveLength(1)
    expect(after.loaders[0]?.loaderConfig.metadata).toBe(JSON.stringify({ team: 'support' }))
  })

  it('takes multipart files; replaceExisting swaps the loader’s files; refresh reads them again and upserts', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: url(`/upsert/${fx.store.id}`),
      headers: { ...bearer(fx.key), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: form(
        { replaceExisting: 'true', docId: fx.docId },
        { name: 'refunds.md', content: 'Refunds are paid within 10 days.' },
      ),
    })
    expect(res.statusCode, res.body).toBe(200)
    // The same file (source) now has one edited chunk instead of two: one update, one deletion.
    expect(res.json()).toMatchObject({ numAdded: 0, numUpdated: 1, numDeleted: 1, totalChunks: 1 })
    const after = await documentStoreClient(t.app, t.unik.id).get(t.owner, fx.store.id)
    expect(after.loaders[0]?.files.map((f) => f.name)).toEqual(['refunds.md'])

    const refreshed = await t.app.inject({
      method: 'POST',
      url: url(`/refresh/${fx.store.id}`),
      headers: bearer(fx.key),
    })
    expect(refreshed.statusCode, refreshed.body).toBe(200)
    // Processing again makes new chunks (new ids) with the same text: the record manager skips them.
    expect(refreshed.json()).toMatchObject({
      numAdded: 0,
      numUpdated: 0,
      numSkipped: 1,
      numDeleted: 0,
      totalChunks: 1,
    })
  })

  it('a bad file is a clear 400 and changes nothing upserted', async () => {
    const before = await documentStoreClient(t.app, t.unik.id).get(t.owner, fx.store.id)
    const res = await t.app.inject({
      method: 'POST',
      url: url(`/upsert/${fx.store.id}`),
      headers: bearer(fx.key),
      payload: { loader: { name: 'pdfFile' }, files: [fileOf('broken.pdf', 'not a pdf at all')] },
    })
    expect(res.statusCode, res.body).toBe(400)
    const after = await documentStoreClient(t.app, t.unik.id).get(t.owner, fx.store.id)
    expect(after.totalChunks).toBe(before.totalChunks)
    expect(after.loaders.map((l) => l.loaderName)).toEqual(['textFile'])
  })
}

function flowisePaths(fx: StoreApiSuite) {
  const { t, bearer } = fx
  it("Flowise's paths: the key names the unik; docId picks the loader; loader config, embedding, record manager and new stores are honoured", async () => {
    const api = documentStoreClient(t.app, t.unik.id)
    const fresh = await api.store(t.owner, 'Flowise script')
    const post = (path: string, payload: object, k = fx.key) =>
      t.app.inject({ method: 'POST', url: `/api/v1/document-store${path}`, headers: bearer(k), payload })
    const first = await post(`/upsert/${fresh.id}`, {
      loader: { name: 'plainText', config: { text: 'Alpha beta.' } },
      splitter: null,
      embedding: { name: 'localHashEmbeddings', config: { dimensions: 64 } },
      recordManager: { name: 'postgresRecordManager', config: { cleanup: 'incremental' } },
    })
    expect(first.statusCode, first.body).toBe(200)
    const one = first.json<TStoreApiUpsertResult>()
    expect(one).toMatchObject({ numAdded: 1, storeId: fresh.id, addedDocs: [{ pageContent: 'Alpha beta.' }] })
    const second = (
      await post(`/upsert/${fresh.id}`, {
        loader: { name: 'plainText', config: { text: 'Gamma.' } },
        splitter: null,
      })
    ).json<TStoreApiUpsertResult>()
    expect(second.docId).not.toBe(one.docId)
    // Only config: the loader docId names keeps its kind and takes the new text; the other is untouched.
    const changed = await post(`/upsert/${fresh.id}`, {
      docId: one.docId,
      loader: { config: { text: 'Alpha changed.' } },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json<TStoreApiUpsertResult>()).toMatchObject({
      docId: one.docId,
      numUpdated: 1,
    })
    const saved = await api.get(t.owner, fresh.id)
    expect(saved.loaders.map((l) => [l.id, l.loaderConfig.text])).toEqual([
      [one.docId, 'Alpha changed.'],
      [second.docId, 'Gamma.'],
    ])
    expect(saved.embeddingConfig).toMatchObject({ name: 'localHashEmbeddings', config: { dimensions: 64 } })
    expect(saved.recordManagerConfig).toEqual({
      name: 'unikflowRecordManager',
      config: { cleanup: 'incremental' },
    })

    const pinecone = await post(`/upsert/${fresh.id}`, {
      docId: one.docId,
      vectorStore: { name: 'pinecone', config: {} },
    })
    expect(pinecone.statusCode).toBe(400)
    expect(pinecone.json<{ message: string }>().message).toContain('"pinecone" is not available')

    const created = await post(`/upsert/${fresh.id}`, {
      createNewDocStore: true,
      docStore: { name: 'Made by a script' },
      loader: { name: 'plainText', config: { text: 'Delta.' } },
      embedding: { name: 'localHashEmbeddings', config: { dimensions: 64 } },
    })
    expect(created.statusCode, created.body).toBe(200)
    const newStore = await api.get(t.owner, created.json<TStoreApiUpsertResult>().storeId)
    expect(newStore).toMatchObject({ name: 'Made by a script', totalChunks: 1 })

    const refreshed = await post(`/refresh/${fresh.id}`, { items: [{ docId: second.docId }] })
    expect(refreshed.statusCode, refreshed.body).toBe(200)
    expect(refreshed.json<TStoreApiUpsertResult[]>()).toMatchObject([{ docId: second.docId, numSkipped: 1 }])
    const all = await post(`/refresh/${fresh.id}`, {})
    expect(all.json<TStoreApiUpsertResult[]>().map((r) => r.docId)).toEqual([one.docId, second.docId])

    // Another unik's key, no key, or a store of another unik: the same 404.
    expect((await post(`/upsert/${fresh.id}`, { docId: one.docId }, fx.otherKey)).statusCode).toBe(404)
    expect((await post(`/refresh/${fresh.id}`, {}, 'nope')).statusCode).toBe(404)
  })
}

describe('document store API: one-shot upsert and refresh with a unik API key (sqlite-vec)', () => {
  const fx = storeApiSuite()
  describe("upserting with the unik's key", () => upserting(fx))
  describe("Flowise's paths", () => flowisePaths(fx))
})
