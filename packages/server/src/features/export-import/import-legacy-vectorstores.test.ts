import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  startFakeChroma,
  startFakeOpenAI,
  startFakePgVector,
  startFakePinecone,
  startFakeQdrant,
  startFakeSupabase,
  type FakeChroma,
  type FakeOpenAI,
  type FakePgVector,
  type FakePinecone,
  type FakeQdrant,
  type FakeSupabase,
} from '@unikflow/testkit'
import { readFlowiseLegacyVectorStoreFixture, type TLegacyVectorStore } from '@unikflow/testkit/fixtures'
import type { TChatflow, TPredictionResponse } from '@unikflow/graph'
import type { DialectName } from '../../db/database'
import { describeDialects } from '../../test/build-test-app'
import { chatflowsClient } from '../../test/chatflows-client'
import { predict, runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'

type TFlowNode = { data: { name: string; credential?: string; inputs: Record<string, unknown> } }

/**
 * Flowise chatflows with the older "… Upsert Document" nodes import with every node and run: the store's
 * node writes the text file's chunks (the double receives them) and the QA chain answers from them.
 */
/** A unik, the doubles of each store and of OpenAI, and a credential for each, shared by the steps and tests below. */
function legacyStoresSuite(dialect: DialectName) {
  // Filled in by the hooks below: read inside hooks and tests only.
  const fx = {} as {
    fake: FakeOpenAI
    pc: FakePinecone
    sb: FakeSupabase
    qd: FakeQdrant
    ch: FakeChroma
    pg: FakePgVector
  }
  const t = unikFixture(dialect, {
    owner: `legacy-vs-${dialect}@example.com`,
    unik: 'Legacy stores',
    app: { env: { UNIKFLOW_OUTBOUND_ALLOWLIST: '127.0.0.1' } },
  })
  const credentials: Record<string, string> = {}

  beforeAll(async () => {
    ;[fx.fake, fx.pc, fx.sb, fx.qd, fx.ch, fx.pg] = await Promise.all([
      startFakeOpenAI(),
      startFakePinecone(['pets']),
      startFakeSupabase(),
      startFakeQdrant('faq'),
      startFakeChroma('faq'),
      startFakePgVector(),
    ])
    const api = runsClient(t.app, t.unik.id)
    const make = async (name: string, data: object) => {
      credentials[name] = await api.credential(t.owner, name, data)
    }
    await make('openAIApi', { openAIApiKey: 'sk', basePath: fx.fake.baseUrl })
    await make('pineconeApi', { pineconeApiKey: 'pc-key', basePath: fx.pc.url })
    await make('supabaseApi', { supabaseApiKey: 'sb-key' })
    await make('PostgresApi', { user: 'postgres', password: 'pglite' })
    await make('qdrantApi', { qdrantApiKey: 'qd-key' })
    await make('chromaApi', { chromaApiKey: 'ch-key' })
  }, 120_000)
  afterAll(() => Promise.all([fx.fake, fx.pc, fx.sb, fx.qd, fx.ch, fx.pg].map((d) => d?.close())))
  return Object.assign(fx, { t, credentials })
}

type LegacyStoresSuite = ReturnType<typeof legacyStoresSuite>

/** The steps of a test: what a person changes after the import, what the store holds, the import itself. */
function storeSteps(fx: LegacyStoresSuite) {
  const { t, credentials } = fx
  /** What a person changes after the import: credentials, and where the store runs (the doubles). */
  const settings = (store: TLegacyVectorStore): { credential?: string; inputs: Record<string, unknown> } => {
    switch (store) {
      case 'pinecone':
        return { credential: 'pineconeApi', inputs: {} }
      case 'supabase':
        return { credential: 'supabaseApi', inputs: { supabaseProjUrl: fx.sb.url } }
      case 'postgres':
        return { credential: 'PostgresApi', inputs: { host: fx.pg.host, port: fx.pg.port } }
      case 'qdrant':
        return { credential: 'qdrantApi', inputs: { qdrantServerUrl: fx.qd.url } }
      case 'chroma':
        return { credential: 'chromaApi', inputs: { chromaURL: fx.ch.url } }
      case 'faiss':
        return { inputs: {} }
    }
  }

  /** What the store holds after the run (requests its double received, rows, files). */
  const written = async (store: TLegacyVectorStore): Promise<number> => {
    switch (store) {
      case 'pinecone':
        return fx.pc.calls.filter((c) => c.path === '/hosts/pets/vectors/upsert').length
      case 'supabase':
        return fx.sb.calls.filter((c) => c.path === '/rest/v1/documents').length
      case 'postgres': {
        // The node creates the table on its first write.
        const { rows } = await fx.pg.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'legacy_pets'",
        )
        if (!rows[0]?.n) return 0
        const counted = await fx.pg.db.query<{ n: number }>('SELECT count(*)::int AS n FROM legacy_pets')
        return counted.rows[0]?.n ?? 0
      }
      case 'qdrant':
        return fx.qd.calls.filter((c) => c.method === 'PUT' && c.url.startsWith('/collections/faq/points'))
          .length
      case 'chroma':
        return fx.ch.calls.filter((c) => c.url.endsWith('/col-1/upsert')).length
      case 'faiss':
        return existsSync(join(t.config.dataDir, 'uniks', t.unik.id, 'faiss', 'legacy-pets', 'faiss.index'))
          ? 1
          : 0
    }
  }

  async function imported(store: TLegacyVectorStore): Promise<TChatflow> {
    const { json } = readFlowiseLegacyVectorStoreFixture(store)
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/uniks/${t.unik.id}/export-import/import`,
      headers: t.owner.auth,
      payload: json as object,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<{ chatflow: number }>().chatflow).toBe(1)
    const { ChatFlow } = json as { ChatFlow: { name: string; flowData: string }[] }
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/uniks/${t.unik.id}/chatflows`,
      headers: t.owner.auth,
    })
    const summary = list
      .json<{ items: { id: string; name: string }[] }>()
      .items.find((s) => s.name === ChatFlow[0]?.name)
    if (!summary) throw new Error(`${store} flow not listed`)
    const flows = chatflowsClient(t.app, t.unik.id)
    const flow = (await flows.get(t.owner, summary.id)).json<TChatflow>()
    const flowData = JSON.parse(flow.flowData ?? '{}') as { nodes: TFlowNode[]; edges: unknown[] }
    const original = JSON.parse(ChatFlow[0]?.flowData ?? '{}') as { nodes: unknown[]; edges: unknown[] }
    expect(flowData.nodes).toHaveLength(original.nodes.length)
    expect(flowData.edges).toHaveLength(original.edges.length)
    const { credential, inputs } = settings(store)
    for (const node of flowData.nodes) {
      if (node.data.name === 'chatOpenAI' || node.data.name === 'openAIEmbeddings')
        node.data.credential = credentials.openAIApi
      if (node.data.name === `${store}Upsert`) {
        if (credential) node.data.credential = credentials[credential]
        Object.assign(node.data.inputs, inputs)
      }
    }
    const updated = await flows.update(t.owner, flow.id, {
      version: flow.version,
      flowData: JSON.stringify(flowData),
    })
    expect(updated.statusCode, updated.body).toBe(200)
    return updated.json<TChatflow>()
  }
  return { settings, written, imported }
}

function upsertOnChat(fx: LegacyStoresSuite) {
  const { written, imported } = storeSteps(fx)
  const { t } = fx
  it.each<TLegacyVectorStore>(['pinecone', 'supabase', 'postgres', 'qdrant', 'chroma', 'faiss'])(
    '%s: the Upsert node writes the chunks on the chat and the QA chain answers from them',
    async (store) => {
      const flow = await imported(store)
      const before = await written(store)
      fx.fake.queue({ content: 'Dogs bark at strangers.' })
      const res = await predict(
        t.app,
        flow.id,
        { question: 'Why do dogs bark?', chatId: `legacy-${store}` },
        {
          internal: t.owner,
        },
      )
      expect(res.statusCode, res.body).toBe(200)
      const answer = res.json<TPredictionResponse>()
      expect(answer.text).toBe('Dogs bark at strangers.')
      expect(await written(store)).toBeGreaterThan(before)
      const context = JSON.stringify(fx.fake.calls.at(-1)?.body)
      expect(context).toMatch(/Dogs bark at strangers\.|Cats purr|Fish swim/)
    },
  )
}

describeDialects('Flowise flows with the older Upsert Document vector stores (%s)', (dialect) => {
  const fx = legacyStoresSuite(dialect)
  describe('an imported flow upserts on the chat', () => upsertOnChat(fx))
})
