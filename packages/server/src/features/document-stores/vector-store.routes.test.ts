import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TChunkPage, TDocumentStore, TVectorQueryResult } from '@unikflow/graph'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { testDialects } from '../../test/build-test-app'
import { runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'
import { documentStoreClient, fileOf } from './document-store-client'

const handbook = [
  'Refunds are paid within 14 days of the return.',
  'Exchanges are free for 30 days.',
  'Shipping to Europe takes three working days.',
  'Gift cards never expire.',
].join('\n\n')

/** A unik, a fake OpenAI and a processed-store maker, shared by the groups of tests below. */
function vectorStoreSuite() {
  // Filled in by the hooks below: read inside hooks and tests only.
  const fx = {} as { fake: FakeOpenAI }
  const t = unikFixture('sqlite', {
    owner: 'vs-owner@example.com',
    unik: 'Vectors',
    users: { member: { email: 'vs-member@example.com', role: 'member' } },
  })
  beforeAll(async () => {
    fx.fake = await startFakeOpenAI()
  })
  afterAll(() => fx.fake.close())

  async function processedStore(name: string): Promise<{ store: TDocumentStore; loaderId: string }> {
    const api = documentStoreClient(t.app, t.unik.id)
    const store = await api.store(t.owner, name)
    const loader = await api.saveLoader(t.owner, {
      storeId: store.id,
      loaderName: 'textFile',
      splitterConfig: { chunkSize: 60, chunkOverlap: 0 },
      files: [fileOf('handbook.md', handbook)],
    })
    await api.process(t.owner, store.id, loader.id)
    return { store, loaderId: loader.id }
  }
  return Object.assign(fx, { t, processedStore })
}

type VectorStoreSuite = ReturnType<typeof vectorStoreSuite>

function localEmbeddings(fx: VectorStoreSuite) {
  const { t, processedStore } = fx
  it('upserts with the local embeddings; a re-upsert after an edit updates only that chunk', async () => {
    const api = documentStoreClient(t.app, t.unik.id)
    const { store, loaderId } = await processedStore('Handbook')
    expect(
      (await api.call(t.owner, 'POST', '/vectorstore/insert', { storeId: store.id })).json(),
    ).toMatchObject({
      code: 'VALIDATION',
      message: expect.stringContaining('Configure'),
    })
    const saved = await api.call(t.owner, 'POST', '/vectorstore/save', {
      storeId: store.id,
      embedding: { name: 'localHashEmbeddings', config: { dimensions: 256 } },
      recordManager: { name: 'unikflowRecordManager', config: { cleanup: 'full' } },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({
      embeddingConfig: { name: 'localHashEmbeddings' },
      vectorStoreConfig: { name: 'unikflowVectorStore' },
    })
    expect((await api.call(t.member, 'POST', '/vectorstore/insert', { storeId: store.id })).statusCode).toBe(
      403,
    )

    const first = await api.call(t.owner, 'POST', '/vectorstore/insert', { storeId: store.id })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({
      numAdded: 4,
      numUpdated: 0,
      numSkipped: 0,
      numDeleted: 0,
      totalChunks: 4,
    })
    expect((await api.get(t.owner, store.id)).status).toBe('UPSERTED')

    const chunks = (await api.call(t.owner, 'GET', `/chunks/${store.id}/${loaderId}`)).json<TChunkPage>()
    const gift = chunks.chunks.find((c) => c.pageContent.startsWith('Gift'))!
    await api.call(t.owner, 'PUT', `/chunks/${store.id}/${loaderId}/${gift.id}`, {
      pageContent: 'Gift cards expire after five years.',
    })
    expect((await api.get(t.owner, store.id)).status).toBe('STALE')
    const second = await api.call(t.owner, 'POST', '/vectorstore/insert', { storeId: store.id })
    expect(second.json()).toMatchObject({ numAdded: 0, numUpdated: 1, numSkipped: 3, numDeleted: 0 })

    const exchanges = chunks.chunks.find((c) => c.pageContent.startsWith('Exchanges'))!
    await api.call(t.owner, 'DELETE', `/chunks/${store.id}/${loaderId}/${exchanges.id}`)
    const third = await api.call(t.owner, 'POST', '/vectorstore/insert', { storeId: store.id })
    expect(third.json()).toMatchObject({ numAdded: 0, numUpdated: 0, numSkipped: 3, numDeleted: 1 })

    const query = await api.call(t.member, 'POST', '/vectorstore/query', {
      storeId: store.id,
      query: 'when do gift cards expire',
      topK: 2,
    })
    expect(query.statusCode, query.body).toBe(200)
    const result = query.json<TVectorQueryResult>()
    expect(result.docs).toHaveLength(2)
    expect(result.docs[0]).toMatchObject({
      pageContent: 'Gift cards expire after five years.',
      metadata: { source: 'handbook.md', docStoreId: store.id },
    })
    expect(result.docs[0]!.score).toBeGreaterThan(result.docs[1]!.score)
    expect(result.timeTaken).toBeGreaterThanOrEqual(0)
    const filtered = await api.call(t.member, 'POST', '/vectorstore/query', {
      storeId: store.id,
      query: 'gift cards',
      topK: 4,
      filter: { source: 'other.md' },
    })
    expect(filtered.json<TVectorQueryResult>().docs).toEqual([])

    const history = (await api.call(t.member, 'GET', `/history/${store.id}`)).json<{ result: object }[]>()
    expect(history.map((h) => h.result)).toEqual([
      { numAdded: 0, numUpdated: 0, numSkipped: 3, numDeleted: 1 },
      { numAdded: 0, numUpdated: 1, numSkipped: 3, numDeleted: 0 },
      { numAdded: 4, numUpdated: 0, numSkipped: 0, numDeleted: 0 },
    ])
    expect((await api.call(t.owner, 'DELETE', `/store/${store.id}`)).statusCode).toBe(204)
  })
}

function remoteEmbeddings(fx: VectorStoreSuite) {
  const { t, processedStore } = fx
  it('upserts through OpenAI-compatible embeddings (the fake server) and, without a record manager, replaces all', async () => {
    const api = documentStoreClient(t.app, t.unik.id)
    const credential = await runsClient(t.app, t.unik.id).credential(t.owner, 'openAIApi', {
      openAIApiKey: 'sk-test',
      basePath: fx.fake.baseUrl,
    })
    const { store } = await processedStore('Remote')
    await api.call(t.owner, 'POST', '/vectorstore/save', {
      storeId: store.id,
      embedding: { name: 'openAIEmbeddings', config: { modelName: 'text-embedding-3-small' }, credential },
    })
    const before = fx.fake.calls.length
    const first = await api.call(t.owner, 'POST', '/vectorstore/insert', { storeId: store.id })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({ numAdded: 4, numDeleted: 0 })
    expect(fx.fake.calls.slice(before).some((c) => c.path.endsWith('/embeddings'))).toBe(true)
    const again = await api.call(t.owner, 'POST', '/vectorstore/insert', { storeId: store.id })
    expect(again.json()).toMatchObject({ numAdded: 4, numUpdated: 0, numSkipped: 0, numDeleted: 4 })
    const hits = await api.call(t.owner, 'POST', '/vectorstore/query', {
      storeId: store.id,
      query: 'Refunds',
    })
    expect(hits.json<TVectorQueryResult>().docs.length).toBe(4)
  })
}

describe('vector store: upsert with the record manager, history and retrieval (sqlite-vec)', () => {
  const fx = vectorStoreSuite()
  describe('local embeddings and the record manager', () => localEmbeddings(fx))
  describe('OpenAI-compatible embeddings', () => remoteEmbeddings(fx))
})

describe.each(testDialects.filter((d) => d === 'postgres'))(
  'vector store on PostgreSQL without pgvector (%s)',
  (dialect) => {
    const t = unikFixture(dialect, { owner: 'vs-pg@example.com', unik: 'PG vectors' })

    it('says pgvector is missing (503) and leaves the store as it was', async () => {
      const api = documentStoreClient(t.app, t.unik.id)
      const store = await api.store(t.owner, 'PG')
      const loader = await api.saveLoader(t.owner, {
        storeId: store.id,
        loaderName: 'plainText',
        loaderConfig: { text: 'Hello' },
      })
      await api.process(t.owner, store.id, loader.id)
      await api.call(t.owner, 'POST', '/vectorstore/save', {
        storeId: store.id,
        embedding: { name: 'localHashEmbeddings', config: {} },
      })
      const res = await api.call(t.owner, 'POST', '/vectorstore/insert', { storeId: store.id })
      if (res.statusCode === 200) return // this server has pgvector
      expect(res.statusCode).toBe(503)
      expect(res.json()).toMatchObject({
        code: 'VECTOR_STORE_UNAVAILABLE',
        message: expect.stringContaining('pgvector'),
      })
      expect((await api.get(t.owner, store.id)).status).toBe('SYNC')
    })
  },
)

describe('a chatflow answers from a document store with source documents', () => {
  const t = unikFixture('sqlite', { owner: 'rag-owner@example.com', unik: 'RAG' })
  let fake: FakeOpenAI
  beforeAll(async () => {
    fake = await startFakeOpenAI()
  })
  afterAll(() => fake.close())

  it('Conversational Retrieval QA Chain + Document Store (Vector) + the Document Store loader', async () => {
    const { buildFlow } = await import('@unikflow/engine')
    const api = documentStoreClient(t.app, t.unik.id)
    const runs = runsClient(t.app, t.unik.id)
    const store = await api.store(t.owner, 'Shop')
    const loader = await api.saveLoader(t.owner, {
      storeId: store.id,
      loaderName: 'textFile',
      splitterConfig: { chunkSize: 60, chunkOverlap: 0 },
      files: [fileOf('handbook.md', handbook)],
    })
    await api.process(t.owner, store.id, loader.id)
    await api.call(t.owner, 'POST', '/vectorstore/save', {
      storeId: store.id,
      embedding: { name: 'localHashEmbeddings', config: {} },
      recordManager: { name: 'unikflowRecordManager', config: { cleanup: 'full' } },
    })
    expect((await api.call(t.owner, 'POST', '/vectorstore/insert', { storeId: store.id })).statusCode).toBe(
      200,
    )
    const credential = await runs.credential(t.owner, 'openAIApi', {
      openAIApiKey: 'sk',
      basePath: fake.baseUrl,
    })
    const flowData = buildFlow([
      { id: 'chat', name: 'chatOpenAI', inputs: { modelName: 'gpt-4o-mini' }, credential },
      {
        id: 'vs',
        name: 'documentStoreVS',
        inputs: { selectedStore: store.id, topK: 2 },
        output: 'retriever',
      },
      {
        id: 'qa',
        name: 'conversationalRetrievalQAChain',
        inputs: {
          model: '{{chat.data.instance}}',
          vectorStoreRetriever: '{{vs.data.instance}}',
          returnSourceDocuments: true,
        },
      },
    ])
    const { hydrateFlow, remapEdgeHandles } = await import('@unikflow/graph')
    const { getNodeDescriptor } = await import('@unikflow/nodes')
    // buildFlow names output handles by node id; the saved flow names them by output (remapped to types).
    const outputs: Record<string, string> = { chat: 'chatOpenAI', vs: 'retriever' }
    const named = {
      ...flowData,
      edges: flowData.edges.map((e) => ({ ...e, sourceHandle: `${e.source}-output-${outputs[e.source]}-x` })),
    }
    const { flow: hydrated } = hydrateFlow(named, getNodeDescriptor, { migrations: 'keep' })
    const saved = { nodes: hydrated.nodes, edges: remapEdgeHandles(hydrated.edges, hydrated.nodes) }
    const flow = await runs.flow(t.owner, 'Shop bot', JSON.stringify(saved))
    fake.respondWith(() => ({ content: 'Gift cards never expire.' }))
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/internal-prediction/${flow.id}`,
      headers: t.owner.auth,
      payload: { question: 'Do gift cards expire?' },
    })
    expect(res.statusCode, res.body).toBe(200)
    const answer = res.json<{
      text: string
      sourceDocuments: { pageContent: string; metadata: { source: string } }[]
    }>()
    expect(answer.text).toBe('Gift cards never expire.')
    expect(answer.sourceDocuments.length).toBeGreaterThan(0)
    expect(answer.sourceDocuments[0]).toMatchObject({
      pageContent: 'Gift cards never expire.',
      metadata: { source: 'handbook.md' },
    })
    const prompt = JSON.stringify(fake.calls.at(-1)?.body)
    expect(prompt).toContain('Gift cards never expire.')

    const loaderFlow = buildFlow([
      { id: 'docs', name: 'documentStore', inputs: { selectedStore: store.id }, output: 'text' },
    ])
    const { runFlow } = await import('@unikflow/engine')
    const { documentStoreAccess } = await import('./store-access')
    const { createEngineServices } = await import('../prediction/engine-services')
    const deps = {
      db: t.database.db,
      config: t.config,
      keyring: (await import('../secrets/keyring')).Keyring.fromSecretKeys(t.config.secretKeys),
      vectorIndex: async () => {
        throw new Error('unused')
      },
    }
    const scope = { unikId: t.unik.id, log: t.app.log }
    const text = await runFlow({
      flowData: loaderFlow,
      question: '',
      chatId: 'c',
      flowId: 'f',
      services: await createEngineServices(deps, {
        ...scope,
        memoryStore: {
          savedSessionId: undefined,
          getMessages: async () => [],
          addMessages: async () => {},
          clear: async () => {},
        },
        documentStores: documentStoreAccess(deps, scope),
      }),
    })
    expect(text.text).toContain('Refunds are paid within 14 days')
  })
})
