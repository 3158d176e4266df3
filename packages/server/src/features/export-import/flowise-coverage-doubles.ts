import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import {
  startFakeBedrock,
  startFakeCacheApis,
  startFakeChatMemories,
  startFakeNeo4j,
  startFakeTracingServices,
  startFakeChroma,
  startFakeGithub,
  startFakeLangfusePrompts,
  startFakeOpenAI,
  startFakePetsApi,
  startFakePinecone,
  startFakeQdrant,
  startFakeReplicate,
  startFakeSearchApis,
  startFakeSupabase,
  startFakeWeaviate,
  startFakeMilvus,
  startFakeSearchEngine,
  startFakeRediSearch,
  startFakeUpstashVector,
  startFakeZep,
  startFakeAstra,
  startFakeMeilisearch,
  startFakeVectara,
  startFakeKendra,
  startFakeMongoDb,
  type FakeMongoDb,
  type FakeKendra,
  type FakeZep,
  type FakeAstra,
  type FakeMeilisearch,
  type FakeVectara,
  type FakeSearchEngine,
  type FakeRediSearch,
  type FakeUpstashVector,
  type FakeBedrock,
  type FakeCacheApis,
  type FakeChatMemories,
  type FakeTracingServices,
  type FakeChroma,
  type FakeGithub,
  type FakeOpenAI,
  type FakePinecone,
  type FakeQdrant,
  type FakeSearchApis,
  type FakeSupabase,
  type FakeWeaviate,
  type FakeMilvus,
  type TLocalServer,
  prepareSingleStoreOnMariaDb,
  type SingleStoreOnMariaDb,
} from '@unikflow/testkit'
import {
  retrievalPlaceholders,
  startRetrievalDoubles,
  type RetrievalDoubles,
} from './flowise-coverage-doubles-retrieval'
import { startModelDoubles, type ModelDoubles } from './flowise-coverage-doubles-models'
import {
  startFakeMcpServer,
  startFakeToolServices,
  toolPlaceholders,
  type FakeMcpServer,
} from './flowise-coverage-doubles-tools'
import {
  startFakeLoaderApis,
  writeLoaderFolders,
  type FakeLoaderApis,
} from './flowise-coverage-doubles-loaders'
import { PGVECTOR_PORT_PLACEHOLDER, type SharedPgVector } from './flowise-coverage-pgvector'

/** The testkit doubles every coverage flow talks to, one set per database under test. */
export interface CoverageDoubles {
  fake: FakeOpenAI
  search: FakeSearchApis
  pinecone: FakePinecone
  supabase: FakeSupabase
  bedrock: FakeBedrock
  qdrant: FakeQdrant
  chroma: FakeChroma
  replicate: TLocalServer
  github: FakeGithub
  pets: TLocalServer
  /** PGlite with pgvector: shared by the dialects, started for the cases that name it (flowise-coverage-pgvector.ts). */
  readonly pgvector: ReturnType<SharedPgVector['get']>
  weaviate: FakeWeaviate
  milvus: FakeMilvus
  /** Elasticsearch, OpenSearch, Redis with search and Upstash Vector (search-stores-record-managers.json). */
  elasticsearch: FakeSearchEngine
  opensearch: FakeSearchEngine
  redisearch: FakeRediSearch
  upstash: FakeUpstashVector
  /** Zep (open source and Cloud), Astra DB, Meilisearch and Vectara (vectara-zep-astra-stores.json). */
  zep: FakeZep
  astra: FakeAstra
  meilisearch: FakeMeilisearch
  vectara: FakeVectara
  /** Kendra, signed with the Bedrock double's key (one AWS credential for both). */
  kendra: FakeKendra
  /** Langfuse's prompt management, holding the prompt langfuse-prompt-analytic.json fetches. */
  langfuse: TLocalServer
  /** Model servers of the models coverage files (Ollama, Vertex AI, watsonx.ai, Qianfan, NeMo Guardrails). */
  models: ModelDoubles
  /** The caches and embeddings services of the retrieval flows (flowise-coverage-doubles-retrieval.ts). */
  retrieval: RetrievalDoubles
  /** Composio and E2B for the tool coverage flows (flowise-coverage-doubles-tools.ts). */
  toolServices: TLocalServer
  /** An MCP server over HTTP for the Custom MCP nodes. */
  mcp: FakeMcpServer
  /** The services the document loaders read (Airtable, Notion, S3 …), one loopback server. */
  loaders: FakeLoaderApis
  /** Upstash Redis' REST API (the Upstash memory). */
  cache: FakeCacheApis
  /** The ingestion APIs of the seven tracing services a flow's analysis settings name. */
  traces: FakeTracingServices
  neo4j: Awaited<ReturnType<typeof startFakeNeo4j>>
  /** Zep (open source and Cloud) and Mem0, the chat memory services. */
  memories: FakeChatMemories
  /** A database of its own on the machine's MariaDB with SingleStore's vector functions; none without TEST_MYSQL_URL. */
  singlestore: SingleStoreOnMariaDb | undefined
  /** MongoDB's wire protocol with Atlas' \$vectorSearch (the `pets` index): MongoDB Atlas store and memory. */
  mongo: FakeMongoDb
  /** The credentials `coverageCredentials` made, by key: fixtures name one by `CREDENTIAL_ID(<key>)`. */
  credentialIds: Record<string, string>
  close(): Promise<void>
}

/**
 * Starts the doubles of one dialect's runs: each takes milliseconds to start (measured), but for PGlite, which
 * the dialects share and which starts only for the cases naming it (`pgvector`).
 */
export async function startCoverageDoubles(pgvector: SharedPgVector): Promise<CoverageDoubles> {
  const [fake, search, pinecone, supabase, bedrock, qdrant, chroma, replicate, github, pets] =
    await Promise.all([
      startFakeOpenAI(),
      startFakeSearchApis(),
      startFakePinecone(['docs', 'museum']),
      startFakeSupabase(),
      startFakeBedrock(),
      startFakeQdrant(),
      startFakeChroma(),
      startFakeReplicate(),
      startFakeGithub(),
      startFakePetsApi(),
    ])
  const [weaviate, milvus, retrieval, toolServices, mcp, loaders, models] = await Promise.all([
    startFakeWeaviate(),
    startFakeMilvus(),
    startRetrievalDoubles(`${fake.baseUrl}/chat/completions`),
    startFakeToolServices(),
    startFakeMcpServer(),
    startFakeLoaderApis(),
    startModelDoubles(),
  ])
  const [cache, traces, neo4j, memories] = await Promise.all([
    startFakeCacheApis(),
    startFakeTracingServices(),
    startFakeNeo4j(),
    startFakeChatMemories(),
  ])
  const [elasticsearch, opensearch, redisearch, upstash] = await Promise.all([
    startFakeSearchEngine('elasticsearch', 'ApiKey es-key'),
    startFakeSearchEngine('opensearch', `Basic ${btoa('admin:secret')}`),
    startFakeRediSearch(),
    // The fake OpenAI embeddings have 8 dimensions; an Upstash index is made with its size.
    startFakeUpstashVector(8),
  ])
  const [zep, astra, meilisearch, vectara] = await Promise.all([
    startFakeZep(),
    startFakeAstra(),
    startFakeMeilisearch(),
    startFakeVectara(),
  ])
  const kendra = await startFakeKendra(bedrock.accessKeyId)
  const mongo = await startFakeMongoDb({ vectorIndexes: ['pets'] })
  const stores = {
    elasticsearch,
    opensearch,
    redisearch,
    upstash,
    zep,
    astra,
    meilisearch,
    vectara,
    kendra,
    mongo,
  }
  const mysqlUrl = process.env.TEST_MYSQL_URL
  const singlestore = mysqlUrl ? await prepareSingleStoreOnMariaDb(mysqlUrl) : undefined
  const langfuse = await startFakeLangfusePrompts({ 'shop greeting': 'Welcome to {{shop}}. {{question}}' })
  const all = [
    fake,
    search,
    pinecone,
    supabase,
    bedrock,
    qdrant,
    chroma,
    replicate,
    github,
    pets,
    langfuse,
    models,
  ]
  return {
    ...{
      fake,
      search,
      pinecone,
      supabase,
      bedrock,
      qdrant,
      chroma,
      replicate,
      github,
      pets,
      langfuse,
    },
    ...{
      models,
      weaviate,
      milvus,
      retrieval,
      toolServices,
      mcp,
      loaders,
      cache,
      traces,
      neo4j,
      memories,
      singlestore,
      credentialIds: {},
    },
    ...stores,
    get pgvector() {
      return pgvector.get()
    },
    close: async () => {
      const extra = [weaviate, milvus, retrieval, toolServices, mcp, loaders, cache, traces, neo4j, memories]
      await Promise.all([...all, ...extra, ...Object.values(stores)].map((d) => d.close()))
      await singlestore?.close()
    },
  }
}

/** The fixtures name each double by a placeholder (an origin, a port); a run needs the double's real one. */
export function placeholders(d: CoverageDoubles): Record<string, string> {
  return {
    'http://fake-openai.invalid': d.fake.origin,
    'http://fake-pets.invalid': d.pets.url,
    'http://fake-qdrant.invalid': d.qdrant.url,
    'http://fake-chroma.invalid': d.chroma.url,
    'http://fake-bedrock.invalid': d.bedrock.url,
    'http://fake-github.invalid': d.github.url,
    'http://fake-supabase.invalid': d.supabase.url,
    'http://fake-weaviate.invalid': d.weaviate.url,
    'http://fake-milvus.invalid': d.milvus.url,
    'http://fake-ollama.invalid': d.models.ollama.url,
    'http://fake-nemo.invalid': d.models.nemo.url,
    'http://fake-zep.invalid': d.zep.url,
    'http://fake-meilisearch.invalid': d.meilisearch.url,
    'http://fake-kendra.invalid/': `${d.kendra.url}/`,
    ...toolPlaceholders(d),
    'http://fake-loaders.invalid': d.loaders.url,
    'http://fake-cache.invalid': d.cache.url,
    'http://fake-memories.invalid': d.memories.url,
    ...Object.fromEntries(Object.entries(d.credentialIds).map(([key, id]) => [`CREDENTIAL_ID(${key})`, id])),
    // SingleStore's Host (`host:port`) and Database, on the machine's MariaDB.
    ...(d.singlestore && {
      'fake-singlestore.invalid:3306': d.singlestore.host,
      fake_singlestore_database: d.singlestore.database,
    }),
    ...retrievalPlaceholders(d.retrieval),
  }
}

/** The Postgres nodes' port (a number input), for a case whose fixture names it: the pgvector double's. */
export const pgvectorPlaceholder = (d: CoverageDoubles): Record<string, string> => ({
  [PGVECTOR_PORT_PLACEHOLDER]: String(d.pgvector.port),
})

/** The shop database the SQL chain reads, a file of the unik's workspace (and the loaders' folders). */
export function writeShopDatabase(dataDir: string, unikId: string): void {
  const dir = join(dataDir, 'uniks', unikId, 'files')
  mkdirSync(dir, { recursive: true })
  const db = new Database(join(dir, 'shop.db'))
  db.exec(`CREATE TABLE "orders" (id INTEGER PRIMARY KEY, customer TEXT, total REAL);
    INSERT INTO orders (customer, total) VALUES ('Ann', 30), ('Bob', 12.5), ('Ann', 7);`)
  db.close()
  writeLoaderFolders(dir)
}
