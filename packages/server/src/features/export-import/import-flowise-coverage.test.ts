import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  flowiseAgentflowFixturesDir,
  flowiseCoverageFixturesDir,
  flowiseFixturesDir,
  flowiseOlderHandleFixturesDir,
  readFlowiseNodeLibrary,
} from '@unikflow/testkit/fixtures'
import {
  isSecretInput,
  REDACTED_CREDENTIAL_VALUE,
  stripEditorFields,
  type TChatflow,
  type TFlowData,
  type TImportResult,
  type TPredictionResponse,
} from '@unikflow/graph'
import { getNodeDescriptor } from '@unikflow/nodes'
import { describeDialects } from '../../test/build-test-app'
import { chatflowsClient } from '../../test/chatflows-client'
import { predict, runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'
import { documentStoreClient, fileOf } from '../document-stores/document-store-client'
import { COVERAGE_CASES } from './flowise-coverage-cases'
import {
  pgvectorPlaceholder,
  placeholders,
  startCoverageDoubles,
  writeShopDatabase,
  type CoverageDoubles,
} from './flowise-coverage-doubles'
import { coverageCredentials } from './flowise-coverage-credentials'
import { PGVECTOR_PORT_PLACEHOLDER, sharedPgVector } from './flowise-coverage-pgvector'

/** The nodes Flowise's marketplace templates use; the coverage flows together must hold every one. */
const ISSUE_NODES = [
  // Agentflow v2
  'startAgentflow',
  'llmAgentflow',
  'agentAgentflow',
  'conditionAgentflow',
  'conditionAgentAgentflow',
  'loopAgentflow',
  'iterationAgentflow',
  'humanInputAgentflow',
  'toolAgentflow',
  'retrieverAgentflow',
  'customFunctionAgentflow',
  'directReplyAgentflow',
  'executeFlowAgentflow',
  'httpAgentflow',
  'stickyNoteAgentflow',
  // vector stores
  'pinecone',
  'supabase',
  'postgres',
  'qdrant',
  'chroma',
  'faiss',
  // tools
  'googleCustomSearch',
  'serper',
  'serpAPI',
  'braveSearchAPI',
  'tavilyAPI',
  'webBrowser',
  'readFile',
  'writeFile',
  // loaders and splitters
  'plainText',
  'github',
  'apiLoader',
  'jsonlinesFile',
  'markdownTextSplitter',
  'htmlToMarkdownTextSplitter',
  'markdownHtmlFile',
  'characterTextSplitter',
  'tokenTextSplitter',
  // agents and chains
  'openAIToolAgent',
  'reactAgentChat',
  'reactAgentLLM',
  'openAPIToolkit',
  'multiPromptChain',
  'multiRetrievalQAChain',
  'sqlDatabaseChain',
  'getApiChain',
  'postApiChain',
  'chatOpenAI_LlamaIndex',
  'openAIEmbedding_LlamaIndex',
  'pineconeLlamaIndex',
  'contextChatEngine',
  'simpleChatEngine',
  // chat models
  'chatGoogleGenerativeAI',
  'groqChat',
  'awsChatBedrock',
  'chatHuggingFace',
  'huggingFaceInference_LLMs',
  'replicate',
  'chatLocalAI',
  'chatOpenRouter',
  // structured output (JSON mode + Autofix)
  'structuredOutputParser',
]

/** Node names of every flow in a Flowise-format file: an export bundle, a flow, or a flow's `flowData` text. */
function nodeNamesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(nodeNamesIn)
  if (!value || typeof value !== 'object') return []
  const names: string[] = []
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'flowData' && typeof inner === 'string') names.push(...nodeNamesIn(JSON.parse(inner)))
    else if (key === 'nodes' && Array.isArray(inner))
      names.push(...(inner as TNode[]).map((n) => n.data?.name).filter((n): n is string => !!n))
    else if (typeof inner === 'object') names.push(...nodeNamesIn(inner))
  }
  return names
}

type TExportFlow = { id: string; name: string; flowData: string; type: string }
type TBundle = { ChatFlow: TExportFlow[]; AgentFlow?: TExportFlow[]; AgentFlowV2: TExportFlow[] } & Record<
  string,
  unknown
>
type TNode = { id: string; data: { name: string; credential?: string } & Record<string, unknown> }
type TFlow = { nodes: TNode[]; edges: unknown[] } & Record<string, unknown>

const files = readdirSync(flowiseCoverageFixturesDir).filter((f) => f.endsWith('.json'))
const read = (file: string) => readFileSync(join(flowiseCoverageFixturesDir, file), 'utf8')
// Flowise 2.x's sequential and multi-agent flows (`AgentFlow`) as well as chatflows and Agentflow v2.
const flowsOf = (bundle: TBundle) => [...bundle.ChatFlow, ...(bundle.AgentFlow ?? []), ...bundle.AgentFlowV2]

describe('the Flowise coverage flows', () => {
  it('hold every node the marketplace templates use, and each file has a run below', () => {
    const names = new Set(
      files.flatMap((f) =>
        flowsOf(JSON.parse(read(f)) as TBundle).flatMap((flow) =>
          (JSON.parse(flow.flowData) as TFlow).nodes.map((n) => n.data.name),
        ),
      ),
    )
    expect(ISSUE_NODES.filter((n) => !names.has(n))).toEqual([])
    expect(COVERAGE_CASES.map((c) => c.file).sort()).toEqual([...files].sort())
  })

  it("with the other Flowise-format fixtures their tests import and run, hold every node of Flowise 3.1.4's library", () => {
    const held = new Set(
      [
        flowiseCoverageFixturesDir,
        flowiseFixturesDir,
        flowiseAgentflowFixturesDir,
        flowiseOlderHandleFixturesDir,
      ]
        .flatMap((dir) =>
          readdirSync(dir)
            .filter((f) => f.endsWith('.json'))
            .map((f) => join(dir, f)),
        )
        .flatMap((file) => nodeNamesIn(JSON.parse(readFileSync(file, 'utf8')))),
    )
    const missing = readFlowiseNodeLibrary().filter((n) => !held.has(n.name))
    expect(missing.map((n) => n.name)).toEqual([])
  })

  it('give each flow an id of its own (they are imported into one unik, where an id names one flow)', () => {
    const ids = files.flatMap((f) => flowsOf(JSON.parse(read(f)) as TBundle).map((flow) => flow.id))
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([])
  })
})

/**
 * The document as sent without the editor's own state, which a save leaves out (`selected`, `dragging`,
 * `positionAbsolute` … and Flowise's `data.selected`: docs/conventions.md#document-state-apart-from-editor-state).
 */
function withoutEditorState(flowData: string): TFlowData {
  const sent = JSON.parse(flowData) as TFlowData
  const nodes = sent.nodes.map((node) => {
    const { selected: _selected, ...data } = node.data
    return { ...stripEditorFields(node), data }
  })
  return { ...sent, nodes }
}

/** As the API shows a flow: secret inputs holding a value (headers with tokens) as the credentials' mask. */
function withSecretsMasked(flow: TFlowData): TFlowData {
  const nodes = flow.nodes.map((node) => {
    const secret = (getNodeDescriptor(node.data.name)?.inputs ?? []).filter(isSecretInput).map((i) => i.name)
    const inputs = Object.fromEntries(
      Object.entries(node.data.inputs).map(([name, value]) => [
        name,
        secret.includes(name) && value !== '' && value !== undefined && value !== null
          ? REDACTED_CREDENTIAL_VALUE
          : value,
      ]),
    )
    return { ...node, data: { ...node.data, inputs } }
  })
  return { ...flow, nodes }
}

/**
 * Sets the unik's default credential of its type (keyed by the type's name) on every node that takes one and
 * names none (a fixture's node may name another by key), and on every v2 model config.
 */
function withCredentials(
  flow: TFlow,
  credentials: Record<string, string>,
  typesOf: (name: string) => string[],
) {
  for (const node of flow.nodes) {
    const type = node.data.credential ? undefined : typesOf(node.data.name).find((t) => credentials[t])
    if (type) node.data.credential = credentials[type]
    const inputs = node.data.inputs as Record<string, unknown>
    for (const [key, value] of Object.entries(inputs))
      if (key.endsWith('Config') && value && typeof value === 'object' && 'credential' in value)
        Object.assign(value, { credential: credentials.openAIApi })
  }
  return flow
}

// Both dialects' runs share the pgvector double (seconds to start), emptied between them.
const pgvector = sharedPgVector()
afterAll(() => pgvector.close())
const namesPgVector = (file: string) => read(file).includes(PGVECTOR_PORT_PLACEHOLDER)

describeDialects('Flowise-format flows import, reload losslessly and run (%s)', (dialect) => {
  const t = unikFixture(dialect, {
    owner: 'coverage@example.com',
    unik: 'Coverage',
    app: { env: { UNIKFLOW_OUTBOUND_ALLOWLIST: '127.0.0.1' } },
  })
  let d: CoverageDoubles
  let credentials: Record<string, string>
  let storeId: string
  let storeVectors = true
  const typesOf = (name: string) => {
    const credential = getNodeDescriptor(name)?.credential
    return credential ? [...credential.credentialNames] : []
  }

  // Vitest reads the hook's first parameter (its fixtures) as a destructuring pattern: none are used here.
  // eslint-disable-next-line no-empty-pattern
  beforeAll(async ({}, suite) => {
    // PGlite starts beside the first cases when a case about to run (not filtered out) names it.
    const running = new Set(suite.tasks.filter((task) => task.mode === 'run').map((task) => task.name))
    if (COVERAGE_CASES.some((c) => running.has(c.file) && namesPgVector(c.file)))
      void pgvector.start().catch(() => undefined)
    d = await startCoverageDoubles(pgvector)
    credentials = await coverageCredentials(runsClient(t.app, t.unik.id), t.owner, d)
    writeShopDatabase(t.config.dataDir, t.unik.id)
    // The v2 Retriever searches a document store of the unik (local embeddings, the built-in vector store).
    const stores = documentStoreClient(t.app, t.unik.id)
    const store = await stores.store(t.owner, 'Handbook')
    const loader = await stores.saveLoader(t.owner, {
      storeId: store.id,
      loaderName: 'textFile',
      splitterConfig: { chunkSize: 60, chunkOverlap: 0 },
      files: [fileOf('handbook.md', 'Refunds are paid within 14 days.\n\nGift cards never expire.')],
    })
    await stores.process(t.owner, store.id, loader.id)
    const saved = await stores.call(t.owner, 'POST', '/vectorstore/save', {
      storeId: store.id,
      embedding: { name: 'localHashEmbeddings', config: { dimensions: 64 } },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const inserted = await stores.call(t.owner, 'POST', '/vectorstore/insert', { storeId: store.id })
    storeVectors = inserted.json<{ code?: string }>().code !== 'VECTOR_STORE_UNAVAILABLE'
    if (storeVectors) expect(inserted.statusCode, inserted.body).toBe(200)
    storeId = store.id
    // PGlite (the pgvector double) takes a while to start on a busy machine.
  }, 120_000)
  afterAll(async () => {
    await d?.close()
    await pgvector.clear()
  })

  it.for(COVERAGE_CASES.map((c) => [c.file, c] as const))('%s', async ([file, spec], context) => {
    let text = read(file)
    const namesPg = namesPgVector(file)
    if (namesPg) await pgvector.start()
    const pg = namesPg ? pgvectorPlaceholder(d) : {}
    for (const [from, to] of Object.entries({ ...pg, ...placeholders(d), STORE_ID: storeId }))
      text = text.split(from).join(to)
    const bundle = JSON.parse(text) as TBundle
    const imported = await t.app.inject({
      method: 'POST',
      url: `/api/v1/uniks/${t.unik.id}/export-import/import`,
      headers: t.owner.auth,
      payload: bundle,
    })
    expect(imported.statusCode, imported.body).toBe(200)
    expect(imported.json<TImportResult>()).toMatchObject({
      chatflow: bundle.ChatFlow.length,
      agentflow: bundle.AgentFlowV2.length + (bundle.AgentFlow?.length ?? 0),
      skipped: [],
    })

    // Read back through the API: every node's data and every edge as the file has them.
    const flows = chatflowsClient(t.app, t.unik.id)
    const stored = new Map<string, TChatflow>()
    for (const original of flowsOf(bundle)) {
      const res = await flows.get(t.owner, original.id)
      expect(res.statusCode, res.body).toBe(200)
      const back = res.json<TChatflow>()
      expect(back.name).toBe(original.name)
      expect(JSON.parse(back.flowData ?? '{}')).toEqual(
        withSecretsMasked(withoutEditorState(original.flowData)),
      )
      stored.set(original.name, back)
    }

    // Credentials are chosen after an import, as a person does; then the flow runs at the doubles.
    for (const flow of stored.values()) {
      const flowData = withCredentials(JSON.parse(flow.flowData ?? '{}') as TFlow, credentials, typesOf)
      const updated = await flows.update(t.owner, flow.id, {
        version: flow.version,
        flowData: JSON.stringify(flowData),
      })
      expect(updated.statusCode, updated.body).toBe(200)
    }
    const main = flowsOf(bundle).at(-1)
    await spec.run({
      d,
      storeVectors,
      skip: (reason) => context.skip(reason),
      async ask(question, options = {}) {
        const id = options.flow ? stored.get(options.flow)?.id : main?.id
        const res = await predict(
          t.app,
          id ?? '',
          { question, chatId: options.chatId ?? `${file}-chat` },
          { internal: t.owner },
        )
        expect(res.statusCode, res.body).toBe(200)
        return res.json<TPredictionResponse>()
      },
      async webhook(request) {
        const query = new URLSearchParams(request.query ?? {}).toString()
        return t.app.inject({
          method: request.method,
          url: `/api/v1/webhook/${main?.id ?? ''}${query ? `?${query}` : ''}`,
          headers: request.headers ?? {},
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        })
      },
      async askFailing(question, options) {
        const id = stored.get(options.flow)?.id ?? ''
        const res = await predict(t.app, id, { question, chatId: `${file}-chat` }, { internal: t.owner })
        expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400)
        return res.json<{ message?: string }>().message ?? res.body
      },
    })
  })
})
