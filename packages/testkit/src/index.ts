export * from './fake-openai-types'
export { startFakeOpenAI, fakeEmbedding, FAKE_MODEL_HOST, type FakeOpenAI } from './fake-openai-server'
export type { FakeAssistantsState } from './fake-openai-assistants'
export { tokenize } from './fake-openai-sse'
export { makeTinyPdf } from './tiny-pdf'
export { longestStall } from './longest-stall'
export { eventLoopTurns } from './event-loop-turns'
export { makeTinyDocx, makeDocxBomb, makeZip } from './tiny-docx'
export { topicVector, exactTopK } from './topic-vectors'
export {
  startFakeSearchApis,
  FAKE_SEARCH_HIT,
  type FakeSearchApis,
  type SearchApiCall,
} from './fake-search-apis'
export { startFakePinecone, type FakePinecone, type PineconeCall } from './fake-pinecone'
export { startFakeSupabase, type FakeSupabase, type SupabaseCall } from './fake-supabase'
export { startFakeBedrock, type FakeBedrock, type BedrockCall } from './fake-bedrock'
export { startFakeQdrant, type FakeQdrant } from './fake-qdrant'
export { startFakeChroma, type FakeChroma, CHROMA_COLLECTIONS } from './fake-chroma'
export type { JsonCall } from './fake-json-server'
export { startFakePgVector, type FakePgVector } from './fake-pgvector'
export { startLocalHttpServer, type TLocalRequest, type TLocalServer } from './local-http-server'
export { startFakeReplicate } from './fake-replicate'
export { startFakeGithub, FAKE_GITHUB_FILES, FAKE_GITHUB_TREE, type FakeGithub } from './fake-github'
export { startFakePetsApi, PETS_OPENAPI_SPEC } from './fake-pets-api'
export { startFakeNeo4j, NEO4J_USER, NEO4J_PASSWORD } from './fake-neo4j'
export { startFakeChatMemories, type FakeChatMemories } from './fake-chat-memories'
export { terminologyProblems } from './terminology'
export { startFakeRerankApis, overlapScore, type FakeRerankApis } from './fake-rerank-apis'
export { startFakeCacheApis, type FakeCacheApis } from './fake-cache-apis'
export { startFakeVectara, type FakeVectara } from './fake-vectara'
export { startFakeAssemblyAI, ASSEMBLYAI_KEY } from './fake-assemblyai'
export { startFakeSearchEngine, type FakeSearchEngine } from './fake-search-engine'
export { startFakeRediSearch, type FakeRediSearch } from './fake-redisearch'
export { startFakeWeaviate, type FakeWeaviate } from './fake-weaviate'
export { startFakeMilvus, type FakeMilvus } from './fake-milvus'
export { startFakeUpstashVector, type FakeUpstashVector } from './fake-upstash-vector'
export { startFakeAstra, type FakeAstra } from './fake-astra'
export { startFakeZep, type FakeZep } from './fake-zep'
export { startFakeMeilisearch, type FakeMeilisearch } from './fake-meilisearch'
export { startFakeKendra, type FakeKendra } from './fake-kendra'
export {
  startFakeTracingServices,
  type FakeTracingServices,
  type TTracedRequest,
  type TTracingService,
} from './fake-tracing-services'
export { readOtlpProtobuf, type TOtlpSpan, type TOtlpAttribute } from './otlp-proto-reader'
export { startFakeLangfusePrompts } from './fake-langfuse-prompts'
export { QIANFAN_KEYS, startFakeQianfan } from './fake-qianfan'
export { startFakeVertex, type TFakeVertex } from './fake-vertex'
export { WATSONX_API_KEY, startFakeWatsonx, watsonxCredential } from './fake-watsonx'
export { prepareSingleStoreOnMariaDb, type SingleStoreOnMariaDb } from './singlestore-on-mariadb'
