import { existsSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TChatflow, TFlowData } from '@unikflow/graph'
import { describeDialects } from '../../test/build-test-app'
import { documentStoreVectorFlow, vectorStoreFlow } from '../../test/flows'
import { runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'
import { documentStoreClient, fileOf } from '../document-stores/document-store-client'

const text = 'Refunds are paid within 14 days.\n\nExchanges are free for 30 days.\n\nGift cards never expire.'
const NONE = { numUpdated: 0, numSkipped: 0, numDeleted: 0 }

/** Qdrant's and Chroma's write endpoints on loopback, counting the points each receives. */
function vectorDatabaseDouble() {
  const received = { qdrant: 0, chroma: 0 }
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(value))
      }
      const url = req.url ?? ''
      const parsed: { points?: unknown[]; ids?: unknown[] } = body ? JSON.parse(body) : {}
      if (url === '/collections/faq' && req.method === 'GET') return json(404, { status: 'not found' })
      if (url === '/collections/faq' && req.method === 'PUT') return json(200, { result: true })
      if (url.startsWith('/collections/faq/points')) {
        received.qdrant += parsed.points?.length ?? 0
        return json(200, { result: { status: 'completed' } })
      }
      const chroma = '/api/v2/tenants/default_tenant/databases/default_database/collections'
      if (url === chroma) return json(200, { id: 'c-1', name: 'faq' })
      if (url === `${chroma}/c-1/upsert`) {
        received.chroma += parsed.ids?.length ?? 0
        return json(200, {})
      }
      json(404, { error: url })
    })
  })
  return { server, received }
}

describeDialects('flow upsert counts of stores without a record manager (%s)', (dialect) => {
  const t = unikFixture(dialect, {
    owner: `vuc-owner-${dialect}@example.com`,
    unik: 'Counts',
    app: { env: { UNIKFLOW_OUTBOUND_ALLOWLIST: '127.0.0.1' } },
  })
  const db = vectorDatabaseDouble()
  let base = ''
  beforeAll(async () => {
    await new Promise<void>((resolve) => db.server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(db.server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => db.server.close(() => resolve())))

  async function upsert(flowData: TFlowData): Promise<{ status: number; body: Record<string, unknown> }> {
    const flow: TChatflow = await runsClient(t.app, t.unik.id).flow(
      t.owner,
      'Store',
      JSON.stringify(flowData),
    )
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/vector/internal-upsert/${flow.id}`,
      headers: t.owner.auth,
    })
    return { status: res.statusCode, body: res.json() }
  }

  it('In-Memory: the chunks written, nothing else', async () => {
    const res = await upsert(vectorStoreFlow(text))
    expect(res.body).toEqual({ numAdded: 1, ...NONE })
  })

  it('Faiss: the chunks written into DATA_DIR/uniks/<unik>/faiss/<Base Path>, again on a second upsert', async () => {
    const flowData = vectorStoreFlow(text, 'faiss', { basePath: 'faq-index' })
    const first = await upsert(flowData)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body).toEqual({ numAdded: 1, ...NONE })
    const folder = join(t.config.dataDir, 'uniks', t.unik.id, 'faiss', 'faq-index')
    expect(readFileSync(join(folder, 'faiss.index')).toString('latin1', 0, 4)).toBe('IxF2')
    expect(JSON.parse(readFileSync(join(folder, 'docstore.json'), 'utf8'))[0][0][1].pageContent).toBe(text)
    expect((await upsert(flowData)).body).toEqual({ numAdded: 1, ...NONE })
  })

  it('Faiss: a Base Path leaving the unik folder is refused and nothing is written there', async () => {
    const res = await upsert(vectorStoreFlow(text, 'faiss', { basePath: '../../escape' }))
    expect(res.status).toBe(422)
    expect(res.body.message).toMatch(/Base Path "\.\.\/\.\.\/escape" leaves its folder/)
    expect(existsSync(join(t.config.dataDir, 'escape'))).toBe(false)
  })

  it('Qdrant and Chroma: the chunks written, as many as the database received', async () => {
    const qdrant = await upsert(
      vectorStoreFlow(text, 'qdrant', { qdrantServerUrl: base, qdrantCollection: 'faq' }),
    )
    expect(qdrant.status, JSON.stringify(qdrant.body)).toBe(200)
    expect(qdrant.body).toEqual({ numAdded: 1, ...NONE })
    expect(db.received.qdrant).toBe(1)
    const chroma = await upsert(vectorStoreFlow(text, 'chroma', { chromaURL: base, collectionName: 'faq' }))
    expect(chroma.body).toEqual({ numAdded: 1, ...NONE })
    expect(db.received.chroma).toBe(1)
  })
})

describe('flow upsert of a Document Store (Vector) node without a record manager (sqlite-vec)', () => {
  const t = unikFixture('sqlite', { owner: 'vuc-docstore@example.com', unik: 'Store counts' })

  it('embeds the selected store: numAdded = its chunks, and a second upsert reports no deletions', async () => {
    const api = documentStoreClient(t.app, t.unik.id)
    const store = await api.store(t.owner, 'Handbook')
    const loader = await api.saveLoader(t.owner, {
      storeId: store.id,
      loaderName: 'textFile',
      splitterConfig: { chunkSize: 40, chunkOverlap: 0 },
      files: [fileOf('handbook.md', text)],
    })
    await api.process(t.owner, store.id, loader.id)
    const saved = await api.call(t.owner, 'POST', '/vectorstore/save', {
      storeId: store.id,
      embedding: { name: 'localHashEmbeddings', config: { dimensions: 64 } },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const flow = await runsClient(t.app, t.unik.id).flow(
      t.owner,
      'Store search',
      JSON.stringify(documentStoreVectorFlow(store.id)),
    )
    const url = `/api/v1/vector/internal-upsert/${flow.id}`
    const first = await t.app.inject({ method: 'POST', url, headers: t.owner.auth })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toEqual({ numAdded: 3, ...NONE })
    const second = await t.app.inject({ method: 'POST', url, headers: t.owner.auth })
    expect(second.json()).toEqual({ numAdded: 3, ...NONE })
    expect((await api.get(t.owner, store.id)).status).toBe('UPSERTED')
  })
})
