import { beforeAll, describe, expect, it } from 'vitest'
import type { TDocumentStore } from '@unikflow/graph'
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

describe('document store API: one-shot upsert and refresh with a unik API key (sqlite-vec)', () => {
  const t = unikFixture('sqlite', {
    owner: 'ds-api-owner@example.com',
    unik: 'Store API',
    users: { member: { email: 'ds-api-member@example.com', role: 'member' } },
  })
  let key = ''
  let otherKey = ''
  let store: TDocumentStore
  const url = (path: string) => `/api/v1/uniks/${t.unik.id}/document-store${path}`
  const bearer = (k: string) => ({ authorization: `Bearer ${k}` })

  beforeAll(async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/uniks/${t.unik.id}/apikey`,
      headers: t.owner.auth,
      payload: { keyName: 'scripts' },
    })
    key = created.json<{ apiKey: string }>().apiKey
    const other = await createUnik(t.app, t.owner, 'Other unik')
    otherKey = (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/uniks/${other.id}/apikey`,
        headers: t.owner.auth,
        payload: { keyName: 'elsewhere' },
      })
    ).json<{ apiKey: string }>().apiKey
    const api = documentStoreClient(t.app, t.unik.id)
    store = await api.store(t.owner, 'Policies')
    const saved = await api.call(t.owner, 'POST', '/vectorstore/save', {
      storeId: store.id,
      embedding: { name: 'localHashEmbeddings', config: { dimensions: 64 } },
      recordManager: { name: 'unikflowRecordManager', config: { cleanup: 'full' } },
    })
    expect(saved.statusCode, saved.body).toBe(200)
  })

  it('upserts JSON files with the unik’s key; other keys, members and outsiders are refused', async () => {
    const body = {
      loader: { name: 'textFile' },
      splitter: { name: 'recursiveCharacterTextSplitter', config: { chunkSize: 40, chunkOverlap: 0 } },
      metadata: { team: 'support' },
      files: [fileOf('refunds.md', 'Refunds are paid within 14 days.\n\nExchanges are free for 30 days.')],
    }
    const path = url(`/upsert/${store.id}`)
    expect(
      (await t.app.inject({ method: 'POST', url: path, headers: bearer(otherKey), payload: body }))
        .statusCode,
    ).toBe(401)
    expect((await t.app.inject({ method: 'POST', url: path, payload: body })).statusCode).toBe(401)
    expect(
      (await t.app.inject({ method: 'POST', url: path, headers: t.member.auth, payload: body })).statusCode,
    ).toBe(403)
    const res = await t.app.inject({ method: 'POST', url: path, headers: bearer(key), payload: body })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      numAdded: 2,
      numUpdated: 0,
      numSkipped: 0,
      numDeleted: 0,
      totalChunks: 2,
    })
    const after = await documentStoreClient(t.app, t.unik.id).get(t.owner, store.id)
    expect(after).toMatchObject({ status: 'UPSERTED', totalChunks: 2 })
    expect(after.loaders).toHaveLength(1)
    expect(after.loaders[0]?.loaderConfig.metadata).toBe(JSON.stringify({ team: 'support' }))
  })

  it('takes multipart files; replaceExisting swaps the loader’s files; refresh reads them again and upserts', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: url(`/upsert/${store.id}`),
      headers: { ...bearer(key), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: form(
        { replaceExisting: 'true' },
        { name: 'refunds.md', content: 'Refunds are paid within 10 days.' },
      ),
    })
    expect(res.statusCode, res.body).toBe(200)
    // The same file (source) now has one edited chunk instead of two: one update, one deletion.
    expect(res.json()).toMatchObject({ numAdded: 0, numUpdated: 1, numDeleted: 1, totalChunks: 1 })
    const after = await documentStoreClient(t.app, t.unik.id).get(t.owner, store.id)
    expect(after.loaders[0]?.files.map((f) => f.name)).toEqual(['refunds.md'])

    const refreshed = await t.app.inject({
      method: 'POST',
      url: url(`/refresh/${store.id}`),
      headers: bearer(key),
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
    const before = await documentStoreClient(t.app, t.unik.id).get(t.owner, store.id)
    const res = await t.app.inject({
      method: 'POST',
      url: url(`/upsert/${store.id}`),
      headers: bearer(key),
      payload: { loader: { name: 'pdfFile' }, files: [fileOf('broken.pdf', 'not a pdf at all')] },
    })
    expect(res.statusCode, res.body).toBe(400)
    const after = await documentStoreClient(t.app, t.unik.id).get(t.owner, store.id)
    expect(after.totalChunks).toBe(before.totalChunks)
    expect(after.loaders.map((l) => l.loaderName)).toEqual(['textFile'])
  })
})
