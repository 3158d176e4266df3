import { baiduQianfanEmbeddings } from './embeddings/baiduQianfanEmbeddings/baiduQianfanEmbeddings.node.js'
import { chatNemoGuardrails } from './chatmodels/chatNemoGuardrails/chatNemoGuardrails.node.js'
import { chatBaiduWenxin } from './chatmodels/chatBaiduWenxin/chatBaiduWenxin.node.js'
import { chatAlibabaTongyi } from './chatmodels/chatAlibabaTongyi/chatAlibabaTongyi.node.js'
import { chatCloudflareWorkersAI } from './chatmodels/chatCloudflareWorkersAI/chatCloudflareWorkersAI.node.js'
import { chatIBMWatsonx } from './chatmodels/chatIBMWatsonx/chatIBMWatsonx.node.js'
import { chatGoogleVertexAI } from './chatmodels/chatGoogleVertexAI/chatGoogleVertexAI.node.js'
import { chatCohere } from './chatmodels/chatCohere/chatCohere.node.js'
import { chatDeepseek } from './chatmodels/chatDeepseek/chatDeepseek.node.js'
import { chatXAI } from './chatmodels/chatXAI/chatXAI.node.js'
import { chatTogetherAI } from './chatmodels/chatTogetherAI/chatTogetherAI.node.js'
import { chatFireworks } from './chatmodels/chatFireworks/chatFireworks.node.js'
import { chatCerebras } from './chatmodels/chatCerebras/chatCerebras.node.js'
import { chatPerplexity } from './chatmodels/chatPerplexity/chatPerplexity.node.js'
import { chatSambanova } from './chatmodels/chatSambanova/chatSambanova.node.js'
import { chatLitellm } from './chatmodels/chatLitellm/chatLitellm.node.js'
import { chatOpenAICustom } from './chatmodels/chatOpenAICustom/chatOpenAICustom.node.js'
import { chatCometAPI } from './chatmodels/chatCometAPI/chatCometAPI.node.js'
import { togetherAIEmbedding } from './embeddings/togetherAIEmbedding/togetherAIEmbedding.node.js'
import { mistralAIEmbeddings } from './embeddings/mistralAIEmbeddings/mistralAIEmbeddings.node.js'
import { openAIEmbeddingsCustom } from './embeddings/openAIEmbeddingsCustom/openAIEmbeddingsCustom.node.js'
import { jinaEmbeddings } from './embeddings/jinaEmbeddings/jinaEmbeddings.node.js'
import { voyageAIEmbeddings } from './embeddings/voyageAIEmbeddings/voyageAIEmbeddings.node.js'
import { cohereEmbeddings } from './embeddings/cohereEmbeddings/cohereEmbeddings.node.js'
import { ibmEmbedding } from './embeddings/ibmEmbedding/ibmEmbedding.node.js'
import { googlevertexaiEmbeddings } from './embeddings/googlevertexaiEmbeddings/googlevertexaiEmbeddings.node.js'
import { azureOpenAIEmbeddingsLlamaIndex } from './embeddings/azureOpenAIEmbeddingsLlamaIndex/azureOpenAIEmbeddingsLlamaIndex.node.js'
import { huggingFaceInferenceEmbeddings } from './embeddings/huggingFaceInferenceEmbeddings/huggingFaceInferenceEmbeddings.node.js'
import { googleGenerativeAiEmbeddings } from './embeddings/googleGenerativeAiEmbeddings/googleGenerativeAiEmbeddings.node.js'
import { AWSBedrockEmbeddings } from './embeddings/AWSBedrockEmbeddings/AWSBedrockEmbeddings.node.js'
import { inMemoryCache } from './cache/inMemoryCache/inMemoryCache.node.js'
import { inMemoryEmbeddingCache } from './cache/inMemoryEmbeddingCache/inMemoryEmbeddingCache.node.js'
import { redisCache } from './cache/redisCache/redisCache.node.js'
import { redisEmbeddingsCache } from './cache/redisEmbeddingsCache/redisEmbeddingsCache.node.js'
import { upstashRedisCache } from './cache/upstashRedisCache/upstashRedisCache.node.js'
import { momentoCache } from './cache/momentoCache/momentoCache.node.js'
import { similarityThresholdRetriever } from './retrievers/similarityThresholdRetriever/similarityThresholdRetriever.node.js'
import { customRetriever } from './retrievers/customRetriever/customRetriever.node.js'
import { multiQueryRetriever } from './retrievers/multiQueryRetriever/multiQueryRetriever.node.js'
import { HydeRetriever } from './retrievers/HydeRetriever/HydeRetriever.node.js'
import { awsBedrockKBRetriever } from './retrievers/awsBedrockKBRetriever/awsBedrockKBRetriever.node.js'
import { Neo4j } from './graphs/Neo4j/Neo4j.node.js'
import { extractMetadataRetriever } from './retrievers/extractMetadataRetriever/extractMetadataRetriever.node.js'
import { RRFRetriever } from './retrievers/RRFRetriever/RRFRetriever.node.js'
import { llmFilterRetriever } from './retrievers/llmFilterRetriever/llmFilterRetriever.node.js'
import { embeddingsFilterRetriever } from './retrievers/embeddingsFilterRetriever/embeddingsFilterRetriever.node.js'
import { cohereRerankRetriever } from './retrievers/cohereRerankRetriever/cohereRerankRetriever.node.js'
import { JinaRerankRetriever } from './retrievers/JinaRerankRetriever/JinaRerankRetriever.node.js'
import { voyageAIRerankRetriever } from './retrievers/voyageAIRerankRetriever/voyageAIRerankRetriever.node.js'
import { chatTogetherAI_LlamaIndex } from './chatmodels/chatTogetherAI_LlamaIndex/chatTogetherAI_LlamaIndex.node.js'
import { chatGroq_LlamaIndex } from './chatmodels/chatGroq_LlamaIndex/chatGroq_LlamaIndex.node.js'
import { chatMistral_LlamaIndex } from './chatmodels/chatMistral_LlamaIndex/chatMistral_LlamaIndex.node.js'
import { chatOllama_LlamaIndex } from './chatmodels/chatOllama_LlamaIndex/chatOllama_LlamaIndex.node.js'
import { AzureRerankRetriever } from './retrievers/AzureRerankRetriever/AzureRerankRetriever.node.js'
import { SQLiteRecordManager } from './recordmanager/SQLiteRecordManager/SQLiteRecordManager.node.js'
import { postgresRecordManager } from './recordmanager/postgresRecordManager/postgresRecordManager.node.js'
import { exaSearch } from './tools/exaSearch/exaSearch.node.js'
import { searXNG } from './tools/searXNG/searXNG.node.js'
import { wolframAlpha } from './tools/wolframAlpha/wolframAlpha.node.js'
import { sequentialThinkingMCP } from './tools/sequentialThinkingMCP/sequentialThinkingMCP.node.js'
import { braveSearchMCP } from './tools/braveSearchMCP/braveSearchMCP.node.js'
import { postgreSQLMCP } from './tools/postgreSQLMCP/postgreSQLMCP.node.js'
import { supergatewayMCP } from './tools/supergatewayMCP/supergatewayMCP.node.js'
import { githubMCP } from './tools/githubMCP/githubMCP.node.js'
import { browserlessMCP } from './tools/browserlessMCP/browserlessMCP.node.js'
import { teradataMCP } from './tools/teradataMCP/teradataMCP.node.js'
import { postgresAgentMemory } from './memory/postgresAgentMemory/postgresAgentMemory.node.js'
import { sqliteAgentMemory } from './memory/sqliteAgentMemory/sqliteAgentMemory.node.js'
import { mySQLAgentMemory } from './memory/mySQLAgentMemory/mySQLAgentMemory.node.js'
import { upstashRedisBackedChatMemory } from './memory/upstashRedisBackedChatMemory/upstashRedisBackedChatMemory.node.js'
import { ChatflowTool } from './tools/ChatflowTool/ChatflowTool.node.js'
import { arxiv } from './tools/arxiv/arxiv.node.js'
import { customDocumentLoader } from './documentloaders/customDocumentLoader/customDocumentLoader.node.js'
import { folderFiles } from './documentloaders/folderFiles/folderFiles.node.js'
import { jsonPathExtractor } from './tools/jsonPathExtractor/jsonPathExtractor.node.js'
import { serpApi } from './documentloaders/serpApi/serpApi.node.js'
import { airtable } from './documentloaders/airtable/airtable.node.js'
import { figma } from './documentloaders/figma/figma.node.js'
import { jira } from './documentloaders/jira/jira.node.js'
import { notionPage } from './documentloaders/notionPage/notionPage.node.js'
import { notionDB } from './documentloaders/notionDB/notionDB.node.js'
import { spiderDocumentLoaders } from './documentloaders/spiderDocumentLoaders/spiderDocumentLoaders.node.js'
import { gitbook } from './documentloaders/gitbook/gitbook.node.js'
import { confluence } from './documentloaders/confluence/confluence.node.js'
import { apifyWebsiteContentCrawler } from './documentloaders/apifyWebsiteContentCrawler/apifyWebsiteContentCrawler.node.js'
import { oxylabs } from './documentloaders/oxylabs/oxylabs.node.js'
import { microsoftWord } from './documentloaders/microsoftWord/microsoftWord.node.js'
import { microsoftPowerpoint } from './documentloaders/microsoftPowerpoint/microsoftPowerpoint.node.js'
import { epubFile } from './documentloaders/epubFile/epubFile.node.js'
import { microsoftExcel } from './documentloaders/microsoftExcel/microsoftExcel.node.js'
import { fileLoader } from './documentloaders/fileLoader/fileLoader.node.js'
import { fireCrawl } from './documentloaders/fireCrawl/fireCrawl.node.js'
import { notionFolder } from './documentloaders/notionFolder/notionFolder.node.js'
import { braveSearchApiLoader } from './documentloaders/braveSearchApiLoader/braveSearchApiLoader.node.js'
import { searchAPI } from './tools/searchAPI/searchAPI.node.js'
import { requestsDelete } from './tools/requestsDelete/requestsDelete.node.js'
import { webScraperTool } from './tools/webScraperTool/webScraperTool.node.js'
import { agentAsTool } from './tools/agentAsTool/agentAsTool.node.js'
import { awsSNS } from './tools/awsSNS/awsSNS.node.js'
import { awsDynamoDBKVStorage } from './tools/awsDynamoDBKVStorage/awsDynamoDBKVStorage.node.js'
import { MySQLRecordManager } from './recordmanager/MySQLRecordManager/MySQLRecordManager.node.js'
import { ZepMemoryCloud } from './memory/ZepMemoryCloud/ZepMemoryCloud.node.js'
import { mem0 } from './memory/mem0/mem0.node.js'
import { DynamoDBChatMemory } from './memory/DynamoDBChatMemory/DynamoDBChatMemory.node.js'
import { MongoDBAtlasChatMemory } from './memory/MongoDBAtlasChatMemory/MongoDBAtlasChatMemory.node.js'

/**
 * More providers' nodes, by palette group (`catalogue.ts` appends each group to its own): kept apart so
 * the long lists there and these grow without stepping on each other.
 */
export const providerChatModelNodes = [
  chatDeepseek,
  chatXAI,
  chatTogetherAI,
  chatFireworks,
  chatCerebras,
  chatPerplexity,
  chatSambanova,
  chatLitellm,
  chatOpenAICustom,
  chatCometAPI,
  chatCohere,
  chatGoogleVertexAI,
  chatIBMWatsonx,
  chatCloudflareWorkersAI,
  chatAlibabaTongyi,
  chatBaiduWenxin,
  chatNemoGuardrails,
  chatTogetherAI_LlamaIndex,
  chatGroq_LlamaIndex,
  chatMistral_LlamaIndex,
  chatOllama_LlamaIndex,
]

export const providerEmbeddingNodes = [
  togetherAIEmbedding,
  mistralAIEmbeddings,
  openAIEmbeddingsCustom,
  jinaEmbeddings,
  baiduQianfanEmbeddings,
  voyageAIEmbeddings,
  cohereEmbeddings,
  ibmEmbedding,
  googlevertexaiEmbeddings,
  azureOpenAIEmbeddingsLlamaIndex,
  huggingFaceInferenceEmbeddings,
  googleGenerativeAiEmbeddings,
  AWSBedrockEmbeddings,
]

/** Caches of model answers (a chat model's Cache input) and of embeddings (wrapping an Embeddings node). */
export const cacheNodes = [
  inMemoryCache,
  inMemoryEmbeddingCache,
  redisCache,
  redisEmbeddingsCache,
  upstashRedisCache,
  momentoCache,
]

/** Retrievers over any vector store (or its retriever): thresholds, rewording, fusion, filters, rerankers. */
export const retrieverNodes = [
  similarityThresholdRetriever,
  customRetriever,
  multiQueryRetriever,
  HydeRetriever,
  RRFRetriever,
  llmFilterRetriever,
  embeddingsFilterRetriever,
  cohereRerankRetriever,
  JinaRerankRetriever,
  voyageAIRerankRetriever,
  AzureRerankRetriever,
  extractMetadataRetriever,
  awsBedrockKBRetriever,
]

/** Graph databases the graph chains query. */
export const graphNodes = [Neo4j]

/** Record managers: what vector store upserts wrote, so unchanged documents are not written again. */
export const recordManagerNodes = [SQLiteRecordManager, MySQLRecordManager, postgresRecordManager]

/** More tools an agent can pick: HTTP methods, search and knowledge services, MCP servers' presets. */
export const providerToolNodes = [
  requestsDelete,
  webScraperTool,
  agentAsTool,
  awsSNS,
  awsDynamoDBKVStorage,
  exaSearch,
  searXNG,
  wolframAlpha,
  ChatflowTool,
  arxiv,
  jsonPathExtractor,
  searchAPI,
  sequentialThinkingMCP,
  braveSearchMCP,
  postgreSQLMCP,
  supergatewayMCP,
  githubMCP,
  browserlessMCP,
  teradataMCP,
]

/** More memories: Sequential Agents' checkpointers in a database of the flow's choosing, chat histories in other stores. */
export const providerMemoryNodes = [
  postgresAgentMemory,
  sqliteAgentMemory,
  mySQLAgentMemory,
  upstashRedisBackedChatMemory,
  ZepMemoryCloud,
  mem0,
  DynamoDBChatMemory,
  MongoDBAtlasChatMemory,
]

/** More document loaders: your own code, the unik's files, other services. */
export const providerLoaderNodes = [
  customDocumentLoader,
  folderFiles,
  serpApi,
  braveSearchApiLoader,
  airtable,
  figma,
  jira,
  notionPage,
  notionDB,
  spiderDocumentLoaders,
  gitbook,
  confluence,
  apifyWebsiteContentCrawler,
  oxylabs,
  microsoftWord,
  microsoftPowerpoint,
  epubFile,
  microsoftExcel,
  fileLoader,
  fireCrawl,
  notionFolder,
]
