import type { ServerResponse } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { readUpserted } from '@unikflow/nodes'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { runFlow } from './run-flow'
import { buildFlow } from './build-flow'
import { startLocalHttpServer, type TLocalRequest, type TLocalServer } from '../testing/local-http-server'
import { createTestServices } from '../testing/test-services'

type Doc = { pageContent: string; metadata: Record<string, unknown> }
/** What the tests use of the LangChain vector store the node supplied. */
type Searchable = {
  similaritySearch(query: string, k: number): Promise<Doc[]>
  similaritySearchWithScore(query: string, k: number): Promise<[Doc, number][]>
}
function isSearchable(v: unknown): v is Searchable {
  return typeof v === 'object' && v !== null && 'similaritySearch' in v && 'similaritySearchWithScore' in v
}
function isEmbedder(v: unknown): v is { embedQuery(text: string): Promise<number[]> } {
  return typeof v === 'object' && v !== null && 'embedQuery' in v
}

type Point = z.infer<typeof ZQdrantUpsert>['points'][number]
const cosine = (a: number[], b: number[]) => {
  let dot = 0
  let na = 0
  let nb = 0
  a.forEach((x, i) => {
    const y = b[i] ?? 0
    dot += x * y
    na += x * x
    nb += y * y
  })
  return na && nb ? dot / Math.sqrt(na * nb) : 0
}
const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}
/** The double checks each request body against the shape the database's API takes. */
const bodyOf = <T extends z.ZodType>(req: TLocalRequest, schema: T): z.infer<T> =>
  schema.parse(JSON.parse(req.body || '{}'))
const ZVector = z.array(z.number())
const ZQdrantCreate = z.object({
  vectors: z.object({ size: z.number().int(), distance: z.literal('Cosine') }),
})
const ZQdrantUpsert = z.object({
  points: z.array(
    z.object({
      id: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/),
      vector: ZVector,
      payload: z.object({ content: z.string(), metadata: z.record(z.string(), z.unknown()) }),
    }),
  ),
})
const ZQdrantSearch = z.object({ vector: ZVector, limit: z.number().int(), with_payload: z.literal(true) })
const ZChromaCollection = z.object({ name: z.literal('faq'), get_or_create: z.literal(true) })
const ZChromaUpsert = z.object({
  ids: z.array(z.string()),
  embeddings: z.array(ZVector),
  documents: z.array(z.string()),
  metadatas: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))),
})
const ZChromaQuery = z.object({
  query_embeddings: z.array(ZVector).length(1),
  n_results: z.number().int(),
  include: z.array(z.string()),
})

/** A Qdrant double: one collection, points kept in memory; refuses requests without the API key. */
function qdrantDouble() {
  const points = new Map<string, Point>()
  let size = 0
  return {
    points,
    handle(req: TLocalRequest, res: ServerResponse) {
      if (req.headers['api-key'] !== 'qd-key') return json(res, 401, { status: 'unauthorized' })
      const base = '/collections/faq'
      if (req.method === 'GET' && req.url === base)
        return size
          ? json(res, 200, { result: { status: 'green' } })
          : json(res, 404, { status: { error: 'Not found' } })
      if (req.method === 'PUT' && req.url === base) {
        size = bodyOf(req, ZQdrantCreate).vectors.size
        return json(res, 200, { result: true })
      }
      if (req.method === 'PUT' && req.url === `${base}/points?wait=true`) {
        for (const p of bodyOf(req, ZQdrantUpsert).points) {
          expect(p.vector).toHaveLength(size)
          points.set(p.id, p)
        }
        return json(res, 200, { result: { status: 'completed' } })
      }
      if (req.method === 'POST' && req.url === `${base}/points/search`) {
        const b = bodyOf(req, ZQdrantSearch)
        const hits = [...points.values()]
          .map((p) => ({ id: p.id, score: cosine(b.vector, p.vector), payload: p.payload }))
          .sort((x, y) => y.score - x.score)
          .slice(0, b.limit)
        return json(res, 200, { result: hits })
      }
      return json(res, 404, { status: { error: `no route ${req.method} ${req.url}` } })
    },
  }
}

/** A Chroma (v2 API) double: get-or-create collection, upsert, query; checks the token header. */
function chromaDouble() {
  const rows = new Map<string, { vector: number[]; document: string; metadata: Record<string, unknown> }>()
  return {
    rows,
    handle(req: TLocalRequest, res: ServerResponse) {
      if (req.headers['x-chroma-token'] !== 'ch-key') return json(res, 401, { error: 'Unauthorized' })
      const base = '/api/v2/tenants/default_tenant/databases/default_database/collections'
      if (req.method === 'POST' && req.url === base) {
        bodyOf(req, ZChromaCollection)
        return json(res, 200, { id: 'col-1', name: 'faq' })
      }
      if (req.method === 'POST' && req.url === `${base}/col-1/upsert`) {
        const b = bodyOf(req, ZChromaUpsert)
        b.ids.forEach((id, i) => {
          rows.set(id, {
            vector: b.embeddings[i] ?? [],
            document: b.documents[i] ?? '',
            metadata: b.metadatas[i] ?? {},
          })
        })
        return json(res, 200, {})
      }
      if (req.method === 'POST' && req.url === `${base}/col-1/query`) {
        const b = bodyOf(req, ZChromaQuery)
        const q = b.query_embeddings[0] ?? []
        const hits = [...rows.entries()]
          .map(([id, r]) => ({ id, r, d: 1 - cosine(q, r.vector) }))
          .sort((x, y) => x.d - y.d)
          .slice(0, b.n_results)
        return json(res, 200, {
          ids: [hits.map((h) => h.id)],
          documents: [hits.map((h) => h.r.document)],
          metadatas: [hits.map((h) => h.r.metadata)],
          distances: [hits.map((h) => h.d)],
        })
      }
      return json(res, 404, { error: `no route ${req.method} ${req.url}` })
    },
  }
}

let fake: FakeOpenAI
let qdrantServer: TLocalServer
let chromaServer: TLocalServer
const qdrant = qdrantDouble()
const chroma = chromaDouble()
beforeAll(async () => {
  fake = await startFakeOpenAI()
  qdrantServer = await startLocalHttpServer((req, res) => qdrant.handle(req, res))
  chromaServer = await startLocalHttpServer((req, res) => chroma.handle(req, res))
})
afterAll(async () => {
  await Promise.all([fake.close(), qdrantServer.close(), chromaServer.close()])
})

const TEXT = 'Refunds are paid within 14 days.\n\nShipping to Europe takes a week.'

/** Plain Text (split) → the vector store ← Local Hash Embeddings, run up to the store. */
async function upsert(
  name: string,
  inputs: Record<string, unknown>,
  credential: string,
  allow = ['127.0.0.1'],
) {
  const result = await runFlow({
    chatId: 'c',
    flowId: 'f',
    flowData: buildFlow([
      { id: 's', name: 'recursiveCharacterTextSplitter', inputs: { chunkSize: 40, chunkOverlap: 0 } },
      {
        id: 't',
        name: 'plainText',
        output: 'document',
        inputs: { text: TEXT, textSplitter: '{{s.data.instance}}' },
      },
      { id: 'e', name: 'localHashEmbeddings', inputs: { dimensions: 32 } },
      {
        id: 'v',
        name,
        credential,
        output: 'vectorStore',
        inputs: { ...inputs, document: ['{{t.data.instance}}'], embeddings: '{{e.data.instance}}' },
      },
    ]),
    question: '',
    stopNodeId: 'v',
    services: createTestServices(fake.baseUrl, { allowPrivateHosts: allow }),
  })
  if (!isSearchable(result.instance)) throw new Error(`${name} supplied no vector store`)
  return result.instance
}

describe('external vector stores (HTTP doubles)', () => {
  it('Qdrant creates the collection, upserts points with stable ids and searches', async () => {
    const inputs = { qdrantServerUrl: qdrantServer.url, qdrantCollection: 'faq' }
    const store = await upsert('qdrant', inputs, 'cred-qdrant')
    expect(readUpserted(store)).toEqual({ numAdded: 2, numUpdated: 0, numSkipped: 0, numDeleted: 0 })
    expect(qdrant.points.size).toBe(2)
    const [hit] = await store.similaritySearch('Refunds are paid within 14 days.', 1)
    expect(hit?.pageContent).toBe('Refunds are paid within 14 days.')
    expect(hit?.metadata).toMatchObject({ loc: { lines: { from: 1, to: 1 } } })
    // The same documents again overwrite their points (ids from their content), the collection is kept.
    await upsert('qdrant', inputs, 'cred-qdrant')
    expect(qdrant.points.size).toBe(2)
    expect(
      qdrantServer.requests.filter((r) => r.method === 'PUT' && r.url === '/collections/faq'),
    ).toHaveLength(1)
  })

  it('Chroma gets or creates the collection, upserts flat metadata and answers 1 - distance', async () => {
    const store = await upsert(
      'chroma',
      { chromaURL: chromaServer.url, collectionName: 'faq' },
      'cred-chroma',
    )
    expect(readUpserted(store)?.numAdded).toBe(2)
    expect(chroma.rows.size).toBe(2)
    const [hit] = await store.similaritySearchWithScore('Shipping to Europe takes a week.', 1)
    expect(hit?.[0].pageContent).toBe('Shipping to Europe takes a week.')
    expect(hit?.[0].metadata.loc).toBe('{"lines":{"from":3,"to":3}}')
    expect(hit?.[1]).toBeCloseTo(1, 5)
  })

  it('both go through the outbound guard: loopback is refused without the operator allowlist', async () => {
    const before = qdrantServer.requests.length
    await expect(
      upsert('qdrant', { qdrantServerUrl: qdrantServer.url, qdrantCollection: 'faq' }, 'cred-qdrant', []),
    ).rejects.toThrow(/Refused to connect to 127\.0\.0\.1/)
    await expect(
      upsert('chroma', { chromaURL: chromaServer.url, collectionName: 'faq' }, 'cred-chroma', []),
    ).rejects.toThrow(/Refused to connect to 127\.0\.0\.1/)
    expect(qdrantServer.requests.length).toBe(before)
  })

  it('a wrong key is a clear error naming the database', async () => {
    await expect(
      upsert('qdrant', { qdrantServerUrl: qdrantServer.url, qdrantCollection: 'faq' }, 'cred-none'),
    ).rejects.toThrow(/Qdrant answered 401/)
  })

  it('Azure OpenAI Embeddings call the deployment with the api-key header', async () => {
    const result = await runFlow({
      chatId: 'c',
      flowId: 'f',
      flowData: buildFlow([
        {
          id: 'e',
          name: 'azureOpenAIEmbeddings',
          credential: 'cred-azure',
          inputs: { basepath: `${fake.baseUrl}/openai/deployments` },
        },
      ]),
      question: '',
      stopNodeId: 'e',
      services: createTestServices(fake.baseUrl),
    })
    if (!isEmbedder(result.instance)) throw new Error('no embeddings supplied')
    expect(await result.instance.embedQuery('hello')).toHaveLength(8)
    const call = fake.calls.at(-1)
    expect(call?.path).toMatch(/\/openai\/deployments\/gpt-35-turbo\/embeddings/)
    expect(call?.headers['api-key']).toBe('az-test')
  })
})
