import { mkdtempSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runFlow } from '@unikflow/engine'
import { buildFlow, petsDocumentSpecs, type TNodeSpec, useNodeHarness } from '@unikflow/engine/testing'
import { readUpserted } from '../shared/upsert-counts'
import {
  startFakeChroma,
  startFakePgVector,
  startFakePinecone,
  startFakeQdrant,
  startFakeSupabase,
  type FakeChroma,
  type FakePgVector,
  type FakePinecone,
  type FakeQdrant,
  type FakeSupabase,
} from '@unikflow/testkit'

/**
 * Flowise's older "… Upsert Document" / "… Load Existing Index" nodes run the merged nodes' runtimes with
 * the mode fixed: an Upsert node writes its documents on every run (not only on an upsert), an Existing
 * node never writes. Each store's double tells what it received.
 */
const harness = useNodeHarness()
let pc: FakePinecone
let sb: FakeSupabase
let qd: FakeQdrant
let ch: FakeChroma
let pg: FakePgVector
const unikDir = mkdtempSync(join(tmpdir(), 'unikflow-legacy-faiss-'))
beforeAll(async () => {
  ;[pc, sb, qd, ch, pg] = await Promise.all([
    startFakePinecone(['docs']),
    startFakeSupabase(),
    startFakeQdrant(),
    startFakeChroma(),
    startFakePgVector(),
  ])
}, 120_000)
afterAll(() => Promise.all([pc, sb, qd, ch, pg].map((d) => d.close())))

const services = () => ({
  ...harness.services({
    allowPrivateHosts: ['127.0.0.1'],
    credentials: {
      'cred-pinecone': { pineconeApiKey: 'pc-key', basePath: pc.url },
      'cred-supabase': { supabaseApiKey: 'sb-key' },
      'cred-pg': { user: 'postgres', password: 'pglite' },
    },
  }),
  unikFilesDir: unikDir,
})

const pgRows = async () => {
  try {
    const { rows } = await pg.db.query<{ v: string | null }>(
      `SELECT string_agg(xmin::text || ':' || "pageContent", ',' ORDER BY "pageContent") AS v FROM legacy_pets`,
    )
    return rows[0]?.v ?? ''
  } catch {
    return 'no table'
  }
}
const count = (calls: readonly { method: string; url?: string; path?: string }[], match: RegExp) =>
  String(calls.filter((c) => match.test(`${c.method} ${c.url ?? c.path ?? ''}`)).length)
const lastBody = (
  calls: readonly { url: string; body: unknown }[],
  path: RegExp,
): Record<string, unknown> => {
  const body = calls.filter((c) => path.test(c.url)).at(-1)?.body
  return typeof body === 'object' && body !== null ? { ...body } : {}
}
const faissIndex = () => {
  try {
    const s = statSync(join(unikDir, 'faiss', 'legacy-pets', 'faiss.index'))
    return `${s.ino}:${s.mtimeMs}`
  } catch {
    return 'none'
  }
}

/** Per store: the nodes, their credential and settings, and what the store has written so far. */
const stores = [
  {
    store: 'Pinecone',
    prefix: 'pinecone',
    credential: 'cred-pinecone',
    inputs: () => ({ pineconeIndex: 'docs', pineconeNamespace: 'legacy' }),
    written: async () => count(pc.calls, /POST \/hosts\/docs\/vectors\/upsert$/),
  },
  {
    store: 'Supabase',
    prefix: 'supabase',
    credential: 'cred-supabase',
    inputs: () => ({ supabaseProjUrl: sb.url, tableName: 'documents', queryName: 'match_documents' }),
    written: async () => count(sb.calls, /POST \/rest\/v1\/documents$/),
  },
  {
    store: 'Postgres',
    prefix: 'postgres',
    credential: 'cred-pg',
    inputs: () => ({ host: pg.host, port: pg.port, database: 'postgres', tableName: 'legacy_pets' }),
    // Row versions: an upsert rewrites the rows (new xmin) even when their content is the same.
    written: pgRows,
  },
  {
    store: 'Qdrant',
    prefix: 'qdrant',
    credential: 'cred-qdrant',
    inputs: () => ({ qdrantServerUrl: qd.url, qdrantCollection: 'faq' }),
    written: async () => count(qd.calls, /PUT \/collections\/faq\/points/),
  },
  {
    store: 'Chroma',
    prefix: 'chroma',
    credential: 'cred-chroma',
    inputs: () => ({ chromaURL: ch.url, collectionName: 'faq' }),
    written: async () => count(ch.calls, /POST .*\/col-1\/upsert$/),
  },
  {
    store: 'Faiss',
    prefix: 'faiss',
    credential: undefined,
    inputs: () => ({ basePath: 'legacy-pets' }),
    written: async () => faissIndex(),
  },
] as const

type TStore = (typeof stores)[number]

/** Plain Text (split) → the legacy node ← OpenAI embeddings (fake) → Retrieval QA Chain. */
function qaFlow(s: TStore, node: string, extra: Record<string, unknown> = {}) {
  const withDocs = node.endsWith('Upsert')
  const specs: TNodeSpec[] = [
    ...petsDocumentSpecs,
    { id: 'e', name: 'openAIEmbeddings', credential: 'cred-openai' },
    {
      id: 'v',
      name: node,
      ...(s.credential ? { credential: s.credential } : {}),
      output: 'retriever',
      inputs: {
        embeddings: '{{e.data.instance}}',
        topK: 1,
        ...(withDocs ? { document: ['{{t.data.instance}}'] } : {}),
        ...s.inputs(),
        ...extra,
      },
    },
    { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
    {
      id: 'qa',
      name: 'retrievalQAChain',
      inputs: { model: '{{m.data.instance}}', vectorStoreRetriever: '{{v.data.instance}}' },
    },
  ]
  return buildFlow(withDocs ? specs : specs.filter((n) => n.id !== 's' && n.id !== 't'))
}

const ask = (flowData: ReturnType<typeof buildFlow>, question: string) =>
  runFlow({ chatId: 'c', flowId: 'legacy', flowData, question, services: services() })

describe.each(stores)('$store legacy nodes', (s) => {
  it(`${s.prefix}Upsert writes the connected documents on every run and answers from them`, async () => {
    const before = await s.written()
    const first = await ask(qaFlow(s, `${s.prefix}Upsert`), 'Dogs bark.')
    const afterFirst = await s.written()
    expect(afterFirst).not.toBe(before)
    expect(first.sourceDocuments?.[0]?.pageContent).toBe('Dogs bark.')
    expect(first.sourceDocuments?.[0]?.metadata).toMatchObject({ source: 'pets' })
    // A chat, not an upsert: the node writes again anyway.
    await ask(qaFlow(s, `${s.prefix}Upsert`), 'Cats purr.')
    expect(await s.written()).not.toBe(afterFirst)
  })

  it(`${s.prefix}ExistingIndex searches what is stored and writes nothing`, async () => {
    const before = await s.written()
    const result = await ask(qaFlow(s, `${s.prefix}ExistingIndex`), 'Cats purr.')
    expect(result.sourceDocuments?.[0]?.pageContent).toBe('Cats purr.')
    expect(await s.written()).toBe(before)
  })
})

describe('legacy node settings', () => {
  it('an Upsert node run up to the store counts what it wrote; an Existing node counts nothing', async () => {
    const s = stores[3]
    const upserted = await runFlow({
      chatId: 'c',
      flowId: 'legacy',
      flowData: qaFlow(s, 'qdrantUpsert'),
      question: '',
      stopNodeId: 'v',
      services: services(),
    })
    expect(readUpserted(upserted.instance)).toMatchObject({ numAdded: 2 })
    const existing = await runFlow({
      chatId: 'c',
      flowId: 'legacy',
      flowData: qaFlow(s, 'qdrantExistingIndex'),
      question: '',
      stopNodeId: 'v',
      services: services(),
    })
    expect(readUpserted(existing.instance)).toMatchObject({ numAdded: 0 })
  })

  it('a Qdrant Search Filter reaches the search: only matching points come back (nested metadata keys)', async () => {
    const filter = { must: [{ key: 'metadata.loc.lines.from', match: { value: 3 } }] }
    const existing = await ask(
      qaFlow(stores[3], 'qdrantExistingIndex', { qdrantFilter: JSON.stringify(filter) }),
      'Cats purr.',
    )
    expect(existing.sourceDocuments?.map((d) => d.pageContent)).toEqual(['Dogs bark.'])
    expect(lastBody(qd.calls, /points\/search$/).filter).toEqual(filter)
    const notDogs = { must_not: [{ key: 'metadata.loc.lines.from', match: { any: [3] } }] }
    const upserted = await ask(qaFlow(stores[3], 'qdrantUpsert', { qdrantFilter: notDogs }), 'Dogs bark.')
    expect(upserted.sourceDocuments?.map((d) => d.pageContent)).toEqual(['Cats purr.'])
    expect(lastBody(qd.calls, /points\/search$/).filter).toEqual(notDogs)
  })

  it('a Chroma Metadata Filter reaches the query as its where', async () => {
    const where = { source: { $in: ['pets'] } }
    const pets = await ask(
      qaFlow(stores[4], 'chromaExistingIndex', { chromaMetadataFilter: where }),
      'Cats purr.',
    )
    expect(pets.sourceDocuments?.map((d) => d.pageContent)).toEqual(['Cats purr.'])
    expect(lastBody(ch.calls, /\/query$/).where).toEqual(where)
    const elsewhere = await ask(
      qaFlow(stores[4], 'chromaExistingIndex', { chromaMetadataFilter: '{"source": "elsewhere"}' }),
      'Cats purr.',
    )
    expect(elsewhere.sourceDocuments ?? []).toEqual([])
  })

  it('a filter that is not JSON stops the legacy node with its name and the field', async () => {
    const searches = count(qd.calls, /points\/search/)
    await expect(
      ask(qaFlow(stores[3], 'qdrantExistingIndex', { qdrantFilter: '{"must": [}' }), 'x'),
    ).rejects.toThrow(/qdrantExistingIndex: Qdrant Search Filter is not valid JSON/)
    expect(count(qd.calls, /points\/search/)).toBe(searches)
  })

  it.each([
    ['pineconeExistingIndex', 0, 'pineconeMetadataFilter', 'Pinecone Metadata Filter'],
    ['supabaseExistingIndex', 1, 'supabaseMetadataFilter', 'Supabase Metadata Filter'],
    ['postgresExistingIndex', 2, 'pgMetadataFilter', 'Postgres Metadata Filter'],
  ] as const)(
    '%s: a metadata filter that is not JSON is the flow’s fault, named',
    async (node, i, input, label) => {
      const failure = ask(qaFlow(stores[i], node, { [input]: '{"source": pets}' }), 'x')
      await expect(failure).rejects.toThrow(new RegExp(`${node}: ${label} is not valid JSON`))
      await expect(failure).rejects.toMatchObject({ kind: 'flow' })
    },
  )
})
