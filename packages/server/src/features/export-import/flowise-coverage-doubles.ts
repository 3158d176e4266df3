import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import {
  startFakeBedrock,
  startFakeChroma,
  startFakeGithub,
  startFakeLangfusePrompts,
  startFakeOpenAI,
  startFakePetsApi,
  startFakePgVector,
  startFakePinecone,
  startFakeQdrant,
  startFakeReplicate,
  startFakeSearchApis,
  startFakeSupabase,
  startFakeWeaviate,
  startFakeMilvus,
  type FakeBedrock,
  type FakeChroma,
  type FakeGithub,
  type FakeOpenAI,
  type FakePgVector,
  type FakePinecone,
  type FakeQdrant,
  type FakeSearchApis,
  type FakeSupabase,
  type FakeWeaviate,
  type FakeMilvus,
  type TLocalServer,
} from '@unikflow/testkit'
import type { Session } from '../../test/api-client'
import {
  retrievalCredentials,
  retrievalPlaceholders,
  startRetrievalDoubles,
  type RetrievalDoubles,
} from './flowise-coverage-doubles-retrieval'
import { runsClient } from '../../test/prediction-setup'
import { startModelDoubles, type ModelDoubles } from './flowise-coverage-doubles-models'
import {
  loaderCredentials,
  startFakeLoaderApis,
  writeLoaderFolders,
  type FakeLoaderApis,
} from './flowise-coverage-doubles-loaders'

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
  pgvector: FakePgVector
  weaviate: FakeWeaviate
  milvus: FakeMilvus
  /** Langfuse's prompt management, holding the prompt langfuse-prompt-analytic.json fetches. */
  langfuse: TLocalServer
  /** Model servers of the models coverage files (Ollama, Vertex AI, watsonx.ai, Qianfan, NeMo Guardrails). */
  models: ModelDoubles
  /** The caches and embeddings services of the retrieval flows (flowise-coverage-doubles-retrieval.ts). */
  retrieval: RetrievalDoubles
  /** The services the document loaders read (Airtable, Notion, S3 …), one loopback server. */
  loaders: FakeLoaderApis
  close(): Promise<void>
}

export async function startCoverageDoubles(): Promise<CoverageDoubles> {
  const [fake, search, pinecone, supabase, bedrock, qdrant, chroma, replicate, github, pets, pgvector] =
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
      startFakePgVector(),
    ])
  const [weaviate, milvus, retrieval, loaders, models] = await Promise.all([
    startFakeWeaviate(),
    startFakeMilvus(),
    startRetrievalDoubles(`${fake.baseUrl}/chat/completions`),
    startFakeLoaderApis(),
    startModelDoubles(),
  ])
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
    pgvector,
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
      pgvector,
      langfuse,
    },
    ...{ weaviate, milvus, retrieval, loaders, models },
    close: async () => {
      await Promise.all([...all, weaviate, milvus, retrieval, loaders].map((d) => d.close()))
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
    'http://fake-loaders.invalid': d.loaders.url,
    // The Postgres node's port (a number input).
    '54329': String(d.pgvector.port),
    ...retrievalPlaceholders(d.retrieval),
  }
}

/** A credential per credential type the flows' nodes take, each pointing at its double; by type name. */
export async function coverageCredentials(
  api: ReturnType<typeof runsClient>,
  owner: Session,
  d: CoverageDoubles,
): Promise<Record<string, string>> {
  const specs: Record<string, Record<string, string>> = {
    openAIApi: { openAIApiKey: 'sk-test', basePath: d.fake.baseUrl },
    googleGenerativeAI: { googleGenerativeAPIKey: 'g-test' },
    groqApi: { groqApiKey: 'gsk-test', basePath: d.fake.baseUrl },
    huggingFaceApi: { huggingFaceApiKey: 'hf-test' },
    replicateApi: { replicateApiKey: 'r8-key', basePath: `${d.replicate.url}/v1` },
    localAIApi: { localAIApiKey: 'lai-test' },
    openRouterApi: { openRouterApiKey: 'or-test' },
    deepseekApi: { deepseekApiKey: 'ds-test', basePath: d.fake.baseUrl },
    togetherAIApi: { togetherAIApiKey: 'tg-test', basePath: d.fake.baseUrl },
    jinaAIApi: { jinaAIAPIKey: 'jina-test', basePath: d.fake.baseUrl },
    cerebrasAIApi: { cerebrasApiKey: 'csk-test' },
    cohereApi: { cohereApiKey: 'co-test', basePath: d.fake.origin },
    AlibabaApi: { alibabaApiKey: 'ali-test', basePath: d.fake.origin },
    cloudflareApi: { cloudflareAccountId: 'acc-1', cloudflareApiToken: 'cf-test' },
    awsApi: { awsKey: d.bedrock.accessKeyId, awsSecret: d.bedrock.secretAccessKey },
    googleCustomSearchApi: {
      googleCustomSearchApiKey: 'key-google',
      googleCustomSearchApiId: 'cx-1',
      basePath: d.search.url,
    },
    serperApi: { serperApiKey: 'key-serper', basePath: d.search.url },
    serpApi: { serpApiKey: 'key-serpapi', basePath: d.search.url },
    braveSearchApi: { braveApiKey: 'key-brave', basePath: d.search.url },
    tavilyApi: { tavilyApiKey: 'key-tavily', basePath: `${d.search.url}/api` },
    pineconeApi: { pineconeApiKey: 'pc-key', basePath: d.pinecone.url },
    supabaseApi: { supabaseApiKey: 'sb-key' },
    qdrantApi: { qdrantApiKey: 'qd-key' },
    chromaApi: { chromaApiKey: 'ch-key' },
    weaviateApi: { weaviateApiKey: 'wv-key' },
    milvusAuth: { milvusUser: 'root', milvusPassword: 'Milvus' },
    // PGlite asks for a password and accepts any.
    PostgresApi: { user: 'postgres', password: 'pglite' },
    ...modelCredentials(d),
    ...loaderCredentials(d),
    langfuseApi: {
      langFuseSecretKey: 'sk-lf-cov',
      langFusePublicKey: 'pk-lf-cov',
      langFuseEndpoint: d.langfuse.url,
    },
    ...retrievalCredentials(d.retrieval, d.fake),
  }
  const ids: Record<string, string> = {}
  for (const [name, data] of Object.entries(specs)) ids[name] = await api.credential(owner, name, data)
  return ids
}

/** The credentials of the chat models and LLMs of flowise-coverage-models-cases.ts, at the fake OpenAI server. */
function modelCredentials(d: CoverageDoubles): Record<string, Record<string, string>> {
  const basePath = d.fake.baseUrl
  return {
    cometApi: { cometApiKey: 'comet-test', basePath },
    fireworksApi: { fireworksApiKey: 'fw-test', basePath },
    litellmApi: { litellmApiKey: 'litellm-test' },
    nvidiaNIMApi: { nvidiaNIMApiKey: 'nvapi-test' },
    perplexityApi: { perplexityApiKey: 'pplx-test', basePath },
    sambanovaApi: { sambanovaApiKey: 'sn-test', basePath },
    xaiApi: { xaiApiKey: 'xai-test', basePath },
    // azureOpenAIApi: the retrieval doubles' (one credential a type; its deployment serves the chats too).
    // The Anthropic SDK adds /v1/messages itself.
    anthropicApi: { anthropicApiKey: 'ant-test', basePath: d.fake.origin },
  }
}

/** The shop database the SQL chain reads, a file of the unik's workspace. */
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
