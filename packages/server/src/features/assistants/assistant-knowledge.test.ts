import { afterAll, beforeAll, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TAssistant, TCustomAssistantDetailsInput, TPredictionResponse } from '@unikflow/graph'
import { testDialects, describeDialects } from '../../test/build-test-app'
import { predict, runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'
import { documentStoreClient, fileOf } from '../document-stores/document-store-client'

const handbook = [
  'Refunds are paid within 14 days of the return.',
  'Parcels to Iceland travel by the Tuesday ferry.',
  'Gift cards never expire.',
].join('\n\n')

function knowledgeSuite(dialect: (typeof testDialects)[number], withVectors: boolean) {
  const t = unikFixture(dialect, { owner: `knowledge-${dialect}@example.com`, unik: 'Knowledge' })
  let fake: FakeOpenAI
  let credential: string
  beforeAll(async () => {
    fake = await startFakeOpenAI()
    credential = await runsClient(t.app, t.unik.id).credential(t.owner, 'openAIApi', {
      openAIApiKey: 'sk-fake',
      basePath: fake.baseUrl,
    })
  })
  afterAll(() => fake.close())

  const details = (documentStoreIds: string[]): TCustomAssistantDetailsInput => ({
    name: 'Shop helper',
    instructions: 'Answer from the shop handbook.',
    chatModel: { name: 'chatOpenAI', credential, modelName: 'gpt-4o-mini' },
    documentStoreIds,
  })
  const save = (documentStoreIds: string[]) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/uniks/${t.unik.id}/assistants`,
      headers: t.owner.auth,
      payload: { details: JSON.stringify(details(documentStoreIds)) },
    })
  const processedStore = async (name: string, description: string) => {
    const api = documentStoreClient(t.app, t.unik.id)
    const store = await api.store(t.owner, name)
    await api.call(t.owner, 'PUT', `/store/${store.id}`, { description })
    const loader = await api.saveLoader(t.owner, {
      storeId: store.id,
      loaderName: 'textFile',
      splitterConfig: { chunkSize: 60, chunkOverlap: 0 },
      files: [fileOf('handbook.md', handbook)],
    })
    await api.process(t.owner, store.id, loader.id)
    return { api, store }
  }

  it('refuses knowledge that is not a searchable store of this unik', async () => {
    const missing = await save(['no-such-store'])
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchObject({ message: 'Document store not found' })
    const { store } = await processedStore('Unembedded', '')
    const unembedded = await save([store.id])
    expect(unembedded.statusCode).toBe(400)
    expect(unembedded.json<{ message: string }>().message).toMatch(/Unembedded.*upsert it first/)
  })

  // Skipped where the database cannot hold vectors (the test PostgreSQL has no pgvector; see below).
  it.runIf(withVectors)(
    "offers each store as a search tool; the model's call retrieves a stored chunk and the answer carries it",
    async () => {
      const { api, store } = await processedStore(
        'Shipping handbook',
        'Shipping and refund rules of the shop',
      )
      await api.call(t.owner, 'POST', '/vectorstore/save', {
        storeId: store.id,
        embedding: { name: 'localHashEmbeddings', config: {} },
      })
      const upserted = await api.call(t.owner, 'POST', '/vectorstore/insert', { storeId: store.id })
      expect(upserted.statusCode, upserted.body).toBe(200)
      const created = await save([store.id])
      expect(created.statusCode, created.body).toBe(201)
      const assistant = created.json<TAssistant>()

      fake.queue(
        { toolCalls: [{ name: 'search_Shipping_handbook', arguments: { input: 'parcels to Iceland' } }] },
        { content: 'They go by the Tuesday ferry.' },
      )
      const res = await predict(
        t.app,
        assistant.id,
        { question: 'How do parcels reach Iceland?' },
        {
          internal: t.owner,
        },
      )
      expect(res.statusCode, res.body).toBe(200)
      const answer = res.json<TPredictionResponse>()
      expect(answer.text).toBe('They go by the Tuesday ferry.')
      expect(answer.usedTools?.[0]).toMatchObject({ tool: 'search_Shipping_handbook' })
      expect(answer.usedTools?.[0]?.toolOutput).toContain('Parcels to Iceland travel by the Tuesday ferry.')
      expect(answer.sourceDocuments?.[0]).toMatchObject({
        pageContent: 'Parcels to Iceland travel by the Tuesday ferry.',
        metadata: { source: 'handbook.md' },
      })
      const offered = (
        fake.calls.at(-2)?.body as {
          tools: Array<{ function: { name: string; description: string } }>
        }
      ).tools
      expect(offered.map((o) => o.function)).toContainEqual(
        expect.objectContaining({
          name: 'search_Shipping_handbook',
          description: 'Shipping and refund rules of the shop',
        }),
      )
      // The retrieved chunk reached the model as the tool's answer before it wrote the final one.
      expect(JSON.stringify(fake.calls.at(-1)?.body)).toContain('Tuesday ferry')
    },
  )
}

// Vectors need sqlite-vec (SQLite) or pgvector, which the test PostgreSQL may lack.
describeDialects('custom assistant knowledge (%s)', (dialect) =>
  knowledgeSuite(dialect, dialect === 'sqlite'),
)
