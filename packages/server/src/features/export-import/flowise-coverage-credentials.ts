// The unik's credentials for the coverage flows (import-flowise-coverage.test.ts), each pointing at its double.
import type { Session } from '../../test/api-client'
import type { runsClient } from '../../test/prediction-setup'
import type { CoverageDoubles } from './flowise-coverage-doubles'
import { agentSpecs, tracingSpecs } from './flowise-coverage-doubles-agents'
import { loaderCredentials } from './flowise-coverage-doubles-loaders'
import { retrievalCredentials } from './flowise-coverage-doubles-retrieval'
import { toolCredentials } from './flowise-coverage-doubles-tools'

/** A credential a fixture names by its key (`CREDENTIAL_ID(<key>)`), of a type that has a default already. */
type TKeyedCredential = { type: string; data: Record<string, string> }

/**
 * The unik's credentials for the coverage flows, each pointing at its double. One per credential type is the
 * default, keyed by the type's name, which the test sets on every node taking that type that names none; the
 * others (a second key, deployment or server of a type) a fixture's node names by key. Ids by key.
 */
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
    elasticsearchApi: { endpoint: d.elasticsearch.url, apiKey: 'es-key' },
    openSearchUrl: { openSearchUrl: d.opensearch.url, user: 'admin', password: 'secret' },
    redisCacheUrlApi: { redisUrl: d.redisearch.url },
    upstashVectorApi: { UPSTASH_VECTOR_REST_URL: d.upstash.url, UPSTASH_VECTOR_REST_TOKEN: 'up-token' },
    // The machine's MariaDB (TEST_MYSQL_URL), for the MySQL Record Manager.
    MySQLApi: { user: 'root', password: '' },
    singleStoreApi: { user: d.singlestore?.user ?? 'root', password: d.singlestore?.password ?? '' },
    zepMemoryApi: { apiKey: 'zep-key' },
    AstraDBApi: { dbEndPoint: d.astra.url, applicationToken: 'AstraCS:test' },
    meilisearchApi: { meilisearchSearchApiKey: 'search-key', meilisearchAdminApiKey: 'admin-key' },
    vectaraApi: { customerID: 'c1', corpusID: 'pets', apiKey: 'vectara-key', basePath: d.vectara.url },
    ...loaderCredentials(d),
    langfuseApi: {
      langFuseSecretKey: 'sk-lf-cov',
      langFusePublicKey: 'pk-lf-cov',
      langFuseEndpoint: d.langfuse.url,
    },
    ...retrievalCredentials(d.retrieval, d.fake),
    ...toolCredentials(d),
    ...agentSpecs({
      fakeOrigin: d.fake.origin,
      neo4jUrl: d.neo4j.url,
      memoriesUrl: d.memories.url,
      mongoUrl: d.mongo.url,
    }),
  }
  const { langfuseApi: langfuseTraces, ...traces } = tracingSpecs(d.traces.url)
  const redis = process.env.TEST_REDIS_URL
  const keyed: Record<string, TKeyedCredential> = {
    // The tracing services of analytic-nodes-traced.json; Langfuse's default credential is its prompt API.
    ...Object.fromEntries(Object.entries(traces).map(([type, data]) => [type, { type, data }])),
    ...(langfuseTraces ? { langfuseTraces: { type: 'langfuseApi', data: langfuseTraces } } : {}),
    ...keyedModelCredentials(d),
    // The machine's Redis for the Redis caches; the default Redis URL credential is the search-store double.
    ...(redis ? { redis: { type: 'redisCacheUrlApi', data: { redisUrl: redis } } } : {}),
  }
  for (const [type, data] of Object.entries(specs))
    d.credentialIds[type] = await api.credential(owner, type, data)
  for (const [key, { type, data }] of Object.entries(keyed))
    d.credentialIds[key] = await api.credential(owner, type, data, key)
  return { ...d.credentialIds }
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
  }
}

/**
 * The models' own keys and deployments of types whose default belongs to other flows: Azure OpenAI's (the
 * retrieval flows' embeddings deployment) and Anthropic's (the LlamaIndex agent's).
 */
function keyedModelCredentials(d: CoverageDoubles): Record<string, TKeyedCredential> {
  const azure = (deployment: string) => ({
    type: 'azureOpenAIApi',
    data: {
      azureOpenAIApiKey: 'az-models',
      azureOpenAIApiInstanceName: 'unused',
      azureOpenAIApiDeploymentName: deployment,
      azureOpenAIApiVersion: '2024-10-21',
    },
  })
  return {
    azureChat: azure('gpt-4o-mini'),
    azureInstruct: azure('gpt-35-turbo-instruct'),
    // The Anthropic SDK adds /v1/messages: the base path is the fake server's origin.
    anthropicModels: {
      type: 'anthropicApi',
      data: { anthropicApiKey: 'sk-ant-models', basePath: d.fake.origin },
    },
  }
}
