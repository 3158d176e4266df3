import type { TNodeModule } from './runtime'

type TLoader = () => Promise<{ default: TNodeModule }>

/** Runtimes of the nodes in `catalogue-providers.ts`, loaded on first use like the others in `runtimes.ts`. */
export const providerLoaders: Readonly<Record<string, TLoader>> = {
  chatDeepseek: () => import('./chatmodels/chatDeepseek/chatDeepseek.runtime'),
  chatXAI: () => import('./chatmodels/chatXAI/chatXAI.runtime'),
  chatTogetherAI: () => import('./chatmodels/chatTogetherAI/chatTogetherAI.runtime'),
  chatFireworks: () => import('./chatmodels/chatFireworks/chatFireworks.runtime'),
  chatCerebras: () => import('./chatmodels/chatCerebras/chatCerebras.runtime'),
  chatPerplexity: () => import('./chatmodels/chatPerplexity/chatPerplexity.runtime'),
  chatSambanova: () => import('./chatmodels/chatSambanova/chatSambanova.runtime'),
  chatLitellm: () => import('./chatmodels/chatLitellm/chatLitellm.runtime'),
  chatOpenAICustom: () => import('./chatmodels/chatOpenAICustom/chatOpenAICustom.runtime'),
  chatCometAPI: () => import('./chatmodels/chatCometAPI/chatCometAPI.runtime'),
  togetherAIEmbedding: () => import('./embeddings/togetherAIEmbedding/togetherAIEmbedding.runtime'),
  mistralAIEmbeddings: () => import('./embeddings/mistralAIEmbeddings/mistralAIEmbeddings.runtime'),
  openAIEmbeddingsCustom: () => import('./embeddings/openAIEmbeddingsCustom/openAIEmbeddingsCustom.runtime'),
  jinaEmbeddings: () => import('./embeddings/jinaEmbeddings/jinaEmbeddings.runtime'),
  voyageAIEmbeddings: () => import('./embeddings/voyageAIEmbeddings/voyageAIEmbeddings.runtime'),
  cohereEmbeddings: () => import('./embeddings/cohereEmbeddings/cohereEmbeddings.runtime'),
  ibmEmbedding: () => import('./embeddings/ibmEmbedding/ibmEmbedding.runtime'),
  googlevertexaiEmbeddings: () =>
    import('./embeddings/googlevertexaiEmbeddings/googlevertexaiEmbeddings.runtime'),
  azureOpenAIEmbeddingsLlamaIndex: () =>
    import('./embeddings/azureOpenAIEmbeddingsLlamaIndex/azureOpenAIEmbeddingsLlamaIndex.runtime'),
  huggingFaceInferenceEmbeddings: () =>
    import('./embeddings/huggingFaceInferenceEmbeddings/huggingFaceInferenceEmbeddings.runtime'),
  googleGenerativeAiEmbeddings: () =>
    import('./embeddings/googleGenerativeAiEmbeddings/googleGenerativeAiEmbeddings.runtime'),
  AWSBedrockEmbeddings: () => import('./embeddings/AWSBedrockEmbeddings/AWSBedrockEmbeddings.runtime'),
  inMemoryCache: () => import('./cache/inMemoryCache/inMemoryCache.runtime'),
  inMemoryEmbeddingCache: () => import('./cache/inMemoryEmbeddingCache/inMemoryEmbeddingCache.runtime'),
  redisCache: () => import('./cache/redisCache/redisCache.runtime'),
  redisEmbeddingsCache: () => import('./cache/redisEmbeddingsCache/redisEmbeddingsCache.runtime'),
  upstashRedisCache: () => import('./cache/upstashRedisCache/upstashRedisCache.runtime'),
  momentoCache: () => import('./cache/momentoCache/momentoCache.runtime'),
  similarityThresholdRetriever: () =>
    import('./retrievers/similarityThresholdRetriever/similarityThresholdRetriever.runtime'),
  customRetriever: () => import('./retrievers/customRetriever/customRetriever.runtime'),
  multiQueryRetriever: () => import('./retrievers/multiQueryRetriever/multiQueryRetriever.runtime'),
  HydeRetriever: () => import('./retrievers/HydeRetriever/HydeRetriever.runtime'),
  RRFRetriever: () => import('./retrievers/RRFRetriever/RRFRetriever.runtime'),
  llmFilterRetriever: () => import('./retrievers/llmFilterRetriever/llmFilterRetriever.runtime'),
  embeddingsFilterRetriever: () =>
    import('./retrievers/embeddingsFilterRetriever/embeddingsFilterRetriever.runtime'),
  cohereRerankRetriever: () => import('./retrievers/cohereRerankRetriever/cohereRerankRetriever.runtime'),
  JinaRerankRetriever: () => import('./retrievers/JinaRerankRetriever/JinaRerankRetriever.runtime'),
  voyageAIRerankRetriever: () =>
    import('./retrievers/voyageAIRerankRetriever/voyageAIRerankRetriever.runtime'),
  chatTogetherAI_LlamaIndex: () =>
    import('./chatmodels/chatTogetherAI_LlamaIndex/chatTogetherAI_LlamaIndex.runtime'),
  chatGroq_LlamaIndex: () => import('./chatmodels/chatGroq_LlamaIndex/chatGroq_LlamaIndex.runtime'),
  chatMistral_LlamaIndex: () => import('./chatmodels/chatMistral_LlamaIndex/chatMistral_LlamaIndex.runtime'),
  chatOllama_LlamaIndex: () => import('./chatmodels/chatOllama_LlamaIndex/chatOllama_LlamaIndex.runtime'),
  AzureRerankRetriever: () => import('./retrievers/AzureRerankRetriever/AzureRerankRetriever.runtime'),
  SQLiteRecordManager: () => import('./recordmanager/SQLiteRecordManager/SQLiteRecordManager.runtime'),
  postgresRecordManager: () => import('./recordmanager/postgresRecordManager/postgresRecordManager.runtime'),
  exaSearch: () => import('./tools/exaSearch/exaSearch.runtime'),
  searXNG: () => import('./tools/searXNG/searXNG.runtime'),
  wolframAlpha: () => import('./tools/wolframAlpha/wolframAlpha.runtime'),
  sequentialThinkingMCP: () => import('./tools/sequentialThinkingMCP/sequentialThinkingMCP.runtime'),
  braveSearchMCP: () => import('./tools/braveSearchMCP/braveSearchMCP.runtime'),
  postgreSQLMCP: () => import('./tools/postgreSQLMCP/postgreSQLMCP.runtime'),
  supergatewayMCP: () => import('./tools/supergatewayMCP/supergatewayMCP.runtime'),
  githubMCP: () => import('./tools/githubMCP/githubMCP.runtime'),
  browserlessMCP: () => import('./tools/browserlessMCP/browserlessMCP.runtime'),
  teradataMCP: () => import('./tools/teradataMCP/teradataMCP.runtime'),
  postgresAgentMemory: () => import('./memory/postgresAgentMemory/postgresAgentMemory.runtime'),
  sqliteAgentMemory: () => import('./memory/sqliteAgentMemory/sqliteAgentMemory.runtime'),
  mySQLAgentMemory: () => import('./memory/mySQLAgentMemory/mySQLAgentMemory.runtime'),
  upstashRedisBackedChatMemory: () =>
    import('./memory/upstashRedisBackedChatMemory/upstashRedisBackedChatMemory.runtime'),
  ChatflowTool: () => import('./tools/ChatflowTool/ChatflowTool.runtime'),
  arxiv: () => import('./tools/arxiv/arxiv.runtime'),
  customDocumentLoader: () => import('./documentloaders/customDocumentLoader/customDocumentLoader.runtime'),
  folderFiles: () => import('./documentloaders/folderFiles/folderFiles.runtime'),
  jsonPathExtractor: () => import('./tools/jsonPathExtractor/jsonPathExtractor.runtime'),
  customListOutputParser: () =>
    import('./outputparsers/customListOutputParser/customListOutputParser.runtime'),
  serpApi: () => import('./documentloaders/serpApi/serpApi.runtime'),
  braveSearchApiLoader: () => import('./documentloaders/braveSearchApiLoader/braveSearchApiLoader.runtime'),
  searchAPI: () => import('./tools/searchAPI/searchAPI.runtime'),
  requestsDelete: () => import('./tools/requestsDelete/requestsDelete.runtime'),
  webScraperTool: () => import('./tools/webScraperTool/webScraperTool.runtime'),
  agentAsTool: () => import('./tools/agentAsTool/agentAsTool.runtime'),
  MySQLRecordManager: () => import('./recordmanager/MySQLRecordManager/MySQLRecordManager.runtime'),
}
