import type { TNodeModule } from './runtime'
import { nextTurn } from './shared/next-turn'
import { providerLoaders } from './runtimes-providers'
import { integrationLoaders } from './runtimes-integrations'

type TLoader = () => Promise<{ default: TNodeModule }>

/**
 * Runtimes by node name, loaded on first use (docs/conventions.md#lazy-load-heavy-modules): importing the catalogue never loads
 * LangChain. A node missing here has a descriptor only and cannot run yet.
 */
const loaders: Readonly<Record<string, TLoader>> = {
  chatOpenAI: () => import('./chatmodels/chatOpenAI/chatOpenAI.runtime'),
  seqStart: () => import('./agentflow/seqStart/seqStart.runtime'),
  seqAgent: () => import('./agentflow/seqAgent/seqAgent.runtime'),
  seqLLMNode: () => import('./agentflow/seqLLMNode/seqLLMNode.runtime'),
  seqCondition: () => import('./agentflow/seqCondition/seqCondition.runtime'),
  seqEnd: () => import('./agentflow/seqEnd/seqEnd.runtime'),
  seqToolNode: () => import('./agentflow/seqToolNode/seqToolNode.runtime'),
  seqState: () => import('./agentflow/seqState/seqState.runtime'),
  seqConditionAgent: () => import('./agentflow/seqConditionAgent/seqConditionAgent.runtime'),
  seqLoop: () => import('./agentflow/seqLoop/seqLoop.runtime'),
  seqCustomFunction: () => import('./agentflow/seqCustomFunction/seqCustomFunction.runtime'),
  seqExecuteFlow: () => import('./agentflow/seqExecuteFlow/seqExecuteFlow.runtime'),
  supervisor: () => import('./multiagents/supervisor/supervisor.runtime'),
  worker: () => import('./multiagents/worker/worker.runtime'),
  azureChatOpenAI: () => import('./chatmodels/azureChatOpenAI/azureChatOpenAI.runtime'),
  chatAnthropic: () => import('./chatmodels/chatAnthropic/chatAnthropic.runtime'),
  awsChatBedrock: () => import('./chatmodels/awsChatBedrock/awsChatBedrock.runtime'),
  chatOllama: () => import('./chatmodels/chatOllama/chatOllama.runtime'),
  chatMistralAI: () => import('./chatmodels/chatMistralAI/chatMistralAI.runtime'),
  chatNvidiaNIM: () => import('./chatmodels/chatNvidiaNIM/chatNvidiaNIM.runtime'),
  groqChat: () => import('./chatmodels/groqChat/groqChat.runtime'),
  huggingFaceInference_LLMs: () =>
    import('./llms/huggingFaceInference_LLMs/huggingFaceInference_LLMs.runtime'),
  replicate: () => import('./llms/replicate/replicate.runtime'),
  fireworks: () => import('./llms/fireworks/fireworks.runtime'),
  togetherAI: () => import('./llms/togetherAI/togetherAI.runtime'),
  sambanova: () => import('./llms/sambanova/sambanova.runtime'),
  azureOpenAI: () => import('./llms/azureOpenAI/azureOpenAI.runtime'),
  ollama: () => import('./llms/ollama/ollama.runtime'),
  cohere: () => import('./llms/cohere/cohere.runtime'),
  awsBedrock: () => import('./llms/awsBedrock/awsBedrock.runtime'),
  ibmWatsonx: () => import('./llms/ibmWatsonx/ibmWatsonx.runtime'),
  googlevertexai: () => import('./llms/googlevertexai/googlevertexai.runtime'),
  chatOpenRouter: () => import('./chatmodels/chatOpenRouter/chatOpenRouter.runtime'),
  chatLocalAI: () => import('./chatmodels/chatLocalAI/chatLocalAI.runtime'),
  chatGoogleGenerativeAI: () => import('./chatmodels/chatGoogleGenerativeAI/chatGoogleGenerativeAI.runtime'),
  chatHuggingFace: () => import('./chatmodels/chatHuggingFace/chatHuggingFace.runtime'),
  localAIEmbeddings: () => import('./embeddings/localAIEmbeddings/localAIEmbeddings.runtime'),
  llmChain: () => import('./chains/llmChain/llmChain.runtime'),
  conversationChain: () => import('./chains/conversationChain/conversationChain.runtime'),
  sqlDatabaseChain: () => import('./chains/sqlDatabaseChain/sqlDatabaseChain.runtime'),
  graphCypherQAChain: () => import('./chains/graphCypherQAChain/graphCypherQAChain.runtime'),
  getApiChain: () => import('./chains/getApiChain/getApiChain.runtime'),
  postApiChain: () => import('./chains/postApiChain/postApiChain.runtime'),
  multiPromptChain: () => import('./chains/multiPromptChain/multiPromptChain.runtime'),
  multiRetrievalQAChain: () => import('./chains/multiRetrievalQAChain/multiRetrievalQAChain.runtime'),
  promptRetriever: () => import('./prompts/promptRetriever/promptRetriever.runtime'),
  vectorStoreRetriever: () => import('./vectorstores/vectorStoreRetriever/vectorStoreRetriever.runtime'),
  agentMemory: () => import('./memory/agentMemory/agentMemory.runtime'),
  bufferMemory: () => import('./memory/bufferMemory/bufferMemory.runtime'),
  bufferWindowMemory: () => import('./memory/bufferWindowMemory/bufferWindowMemory.runtime'),
  conversationSummaryMemory: () =>
    import('./memory/conversationSummaryMemory/conversationSummaryMemory.runtime'),
  RedisBackedChatMemory: () => import('./memory/RedisBackedChatMemory/RedisBackedChatMemory.runtime'),
  promptTemplate: () => import('./prompts/promptTemplate/promptTemplate.runtime'),
  promptLangFuse: () => import('./prompts/promptLangFuse/promptLangFuse.runtime'),
  chatPromptTemplate: () => import('./prompts/chatPromptTemplate/chatPromptTemplate.runtime'),
  structuredOutputParser: () =>
    import('./outputparsers/structuredOutputParser/structuredOutputParser.runtime'),
  advancedStructuredOutputParser: () =>
    import('./outputparsers/advancedStructuredOutputParser/advancedStructuredOutputParser.runtime'),
  csvOutputParser: () => import('./outputparsers/csvOutputParser/csvOutputParser.runtime'),
  retrievalQAChain: () => import('./chains/retrievalQAChain/retrievalQAChain.runtime'),
  conversationalRetrievalQAChain: () =>
    import('./chains/conversationalRetrievalQAChain/conversationalRetrievalQAChain.runtime'),
  openAIEmbeddings: () => import('./embeddings/openAIEmbeddings/openAIEmbeddings.runtime'),
  localHashEmbeddings: () => import('./embeddings/localHashEmbeddings/localHashEmbeddings.runtime'),
  ollamaEmbedding: () => import('./embeddings/ollamaEmbedding/ollamaEmbedding.runtime'),
  documentStoreVS: () => import('./vectorstores/documentStoreVS/documentStoreVS.runtime'),
  documentStore: () => import('./documentloaders/documentStore/documentStore.runtime'),
  qdrant: () => import('./vectorstores/qdrant/qdrant.runtime'),
  pinecone: () => import('./vectorstores/pinecone/pinecone.runtime'),
  singlestore: () => import('./vectorstores/singlestore/singlestore.runtime'),
  vectara: () => import('./vectorstores/vectara/vectara.runtime'),
  elasticsearch: () => import('./vectorstores/elasticsearch/elasticsearch.runtime'),
  kendra: () => import('./vectorstores/kendra/kendra.runtime'),
  simpleStoreLlamaIndex: () => import('./vectorstores/simpleStoreLlamaIndex/simpleStoreLlamaIndex.runtime'),
  mongoDBAtlas: () => import('./vectorstores/mongoDBAtlas/mongoDBAtlas.runtime'),
  couchbase: () => import('./vectorstores/couchbase/couchbase.runtime'),
  meilisearch: () => import('./vectorstores/meilisearch/meilisearch.runtime'),
  zepCloud: () => import('./vectorstores/zepCloud/zepCloud.runtime'),
  zep: () => import('./vectorstores/zep/zep.runtime'),
  vectaraUpload: () => import('./vectorstores/vectaraUpload/vectaraUpload.runtime'),
  Astra: () => import('./vectorstores/Astra/Astra.runtime'),
  upstash: () => import('./vectorstores/upstash/upstash.runtime'),
  milvus: () => import('./vectorstores/milvus/milvus.runtime'),
  weaviate: () => import('./vectorstores/weaviate/weaviate.runtime'),
  redis: () => import('./vectorstores/redis/redis.runtime'),
  openSearch: () => import('./vectorstores/openSearch/openSearch.runtime'),
  vectaraQAChain: () => import('./chains/vectaraQAChain/vectaraQAChain.runtime'),
  supabase: () => import('./vectorstores/supabase/supabase.runtime'),
  postgres: () => import('./vectorstores/postgres/postgres.runtime'),
  chroma: () => import('./vectorstores/chroma/chroma.runtime'),
  faiss: () => import('./vectorstores/faiss/faiss.runtime'),
  pineconeUpsert: () => import('./vectorstores/pineconeUpsert/pineconeUpsert.runtime'),
  pineconeExistingIndex: () => import('./vectorstores/pineconeExistingIndex/pineconeExistingIndex.runtime'),
  supabaseUpsert: () => import('./vectorstores/supabaseUpsert/supabaseUpsert.runtime'),
  supabaseExistingIndex: () => import('./vectorstores/supabaseExistingIndex/supabaseExistingIndex.runtime'),
  postgresUpsert: () => import('./vectorstores/postgresUpsert/postgresUpsert.runtime'),
  postgresExistingIndex: () => import('./vectorstores/postgresExistingIndex/postgresExistingIndex.runtime'),
  qdrantUpsert: () => import('./vectorstores/qdrantUpsert/qdrantUpsert.runtime'),
  qdrantExistingIndex: () => import('./vectorstores/qdrantExistingIndex/qdrantExistingIndex.runtime'),
  chromaUpsert: () => import('./vectorstores/chromaUpsert/chromaUpsert.runtime'),
  chromaExistingIndex: () => import('./vectorstores/chromaExistingIndex/chromaExistingIndex.runtime'),
  faissUpsert: () => import('./vectorstores/faissUpsert/faissUpsert.runtime'),
  faissExistingIndex: () => import('./vectorstores/faissExistingIndex/faissExistingIndex.runtime'),
  azureOpenAIEmbeddings: () => import('./embeddings/azureOpenAIEmbeddings/azureOpenAIEmbeddings.runtime'),
  memoryVectorStore: () => import('./vectorstores/memoryVectorStore/memoryVectorStore.runtime'),
  recursiveCharacterTextSplitter: () =>
    import('./textsplitters/recursiveCharacterTextSplitter/recursiveCharacterTextSplitter.runtime'),
  tokenTextSplitter: () => import('./textsplitters/tokenTextSplitter/tokenTextSplitter.runtime'),
  markdownTextSplitter: () => import('./textsplitters/markdownTextSplitter/markdownTextSplitter.runtime'),
  codeTextSplitter: () => import('./textsplitters/codeTextSplitter/codeTextSplitter.runtime'),
  characterTextSplitter: () => import('./textsplitters/characterTextSplitter/characterTextSplitter.runtime'),
  htmlToMarkdownTextSplitter: () =>
    import('./textsplitters/htmlToMarkdownTextSplitter/htmlToMarkdownTextSplitter.runtime'),
  textFile: () => import('./documentloaders/textFile/textFile.runtime'),
  docxFile: () => import('./documentloaders/docxFile/docxFile.runtime'),
  jsonlinesFile: () => import('./documentloaders/jsonlinesFile/jsonlinesFile.runtime'),
  apiLoader: () => import('./documentloaders/apiLoader/apiLoader.runtime'),
  github: () => import('./documentloaders/github/github.runtime'),
  markdownHtmlFile: () => import('./documentloaders/markdownHtmlFile/markdownHtmlFile.runtime'),
  plainText: () => import('./documentloaders/plainText/plainText.runtime'),
  csvFile: () => import('./documentloaders/csvFile/csvFile.runtime'),
  jsonFile: () => import('./documentloaders/jsonFile/jsonFile.runtime'),
  customFunction: () => import('./utilities/customFunction/customFunction.runtime'),
  ifElseFunction: () => import('./utilities/ifElseFunction/ifElseFunction.runtime'),
  inputModerationOpenAI: () => import('./moderation/inputModerationOpenAI/inputModerationOpenAI.runtime'),
  inputModerationSimple: () => import('./moderation/inputModerationSimple/inputModerationSimple.runtime'),
  calculator: () => import('./tools/calculator/calculator.runtime'),
  currentDateTime: () => import('./tools/currentDateTime/currentDateTime.runtime'),
  customMCP: () => import('./tools/customMCP/customMCP.runtime'),
  slackMCP: () => import('./tools/slackMCP/slackMCP.runtime'),
  mrklAgentChat: () => import('./agents/mrklAgentChat/mrklAgentChat.runtime'),
  mrklAgentLLM: () => import('./agents/mrklAgentLLM/mrklAgentLLM.runtime'),
  conversationalRetrievalAgent: () =>
    import('./agents/conversationalRetrievalAgent/conversationalRetrievalAgent.runtime'),
  autoGPT: () => import('./agents/autoGPT/autoGPT.runtime'),
  babyAGI: () => import('./agents/babyAGI/babyAGI.runtime'),
  openAI: () => import('./llms/openAI/openAI.runtime'),
  setVariable: () => import('./utilities/setVariable/setVariable.runtime'),
  getVariable: () => import('./utilities/getVariable/getVariable.runtime'),
  fewShotPromptTemplate: () => import('./prompts/fewShotPromptTemplate/fewShotPromptTemplate.runtime'),
  vectorStoreToDocument: () =>
    import('./documentloaders/vectorStoreToDocument/vectorStoreToDocument.runtime'),
  aiPlugin: () => import('./tools/aiPlugin/aiPlugin.runtime'),
  searchApi: () => import('./documentloaders/searchApi/searchApi.runtime'),
  openApiChain: () => import('./chains/openApiChain/openApiChain.runtime'),
  ZepMemory: () => import('./memory/ZepMemory/ZepMemory.runtime'),
  requestsGet: () => import('./tools/requestsGet/requestsGet.runtime'),
  requestsPost: () => import('./tools/requestsPost/requestsPost.runtime'),
  requestsPut: () => import('./tools/requestsPut/requestsPut.runtime'),
  chainTool: () => import('./tools/chainTool/chainTool.runtime'),
  retrieverTool: () => import('./tools/retrieverTool/retrieverTool.runtime'),
  customTool: () => import('./tools/customTool/customTool.runtime'),
  serpAPI: () => import('./tools/serpAPI/serpAPI.runtime'),
  serper: () => import('./tools/serper/serper.runtime'),
  braveSearchAPI: () => import('./tools/braveSearchAPI/braveSearchAPI.runtime'),
  googleCustomSearch: () => import('./tools/googleCustomSearch/googleCustomSearch.runtime'),
  tavilyAPI: () => import('./tools/tavilyAPI/tavilyAPI.runtime'),
  webBrowser: () => import('./tools/webBrowser/webBrowser.runtime'),
  openAPIToolkit: () => import('./tools/openAPIToolkit/openAPIToolkit.runtime'),
  readFile: () => import('./tools/readFile/readFile.runtime'),
  writeFile: () => import('./tools/writeFile/writeFile.runtime'),
  pdfFile: () => import('./documentloaders/pdfFile/pdfFile.runtime'),
  cheerioWebScraper: () => import('./documentloaders/cheerioWebScraper/cheerioWebScraper.runtime'),
  conversationalAgent: () => import('./agents/conversationalAgent/conversationalAgent.runtime'),
  toolAgent: () => import('./agents/toolAgent/toolAgent.runtime'),
  chatAnthropic_LlamaIndex: () =>
    import('./chatmodels/chatAnthropic_LlamaIndex/chatAnthropic_LlamaIndex.runtime'),
  azureChatOpenAI_LlamaIndex: () =>
    import('./chatmodels/azureChatOpenAI_LlamaIndex/azureChatOpenAI_LlamaIndex.runtime'),
  chatOpenAI_LlamaIndex: () => import('./chatmodels/chatOpenAI_LlamaIndex/chatOpenAI_LlamaIndex.runtime'),
  simpleChatEngine: () => import('./engine/simpleChatEngine/simpleChatEngine.runtime'),
  contextChatEngine: () => import('./engine/contextChatEngine/contextChatEngine.runtime'),
  queryEngine: () => import('./engine/queryEngine/queryEngine.runtime'),
  subQuestionQueryEngine: () => import('./engine/subQuestionQueryEngine/subQuestionQueryEngine.runtime'),
  queryEngineToolLlamaIndex: () =>
    import('./tools/queryEngineToolLlamaIndex/queryEngineToolLlamaIndex.runtime'),
  compactrefineLlamaIndex: () =>
    import('./responsesynthesizer/compactrefineLlamaIndex/compactrefineLlamaIndex.runtime'),
  openAIEmbedding_LlamaIndex: () =>
    import('./embeddings/openAIEmbedding_LlamaIndex/openAIEmbedding_LlamaIndex.runtime'),
  pineconeLlamaIndex: () => import('./vectorstores/pineconeLlamaIndex/pineconeLlamaIndex.runtime'),
  csvAgent: () => import('./agents/csvAgent/csvAgent.runtime'),
  openAIAssistant: () => import('./agents/openAIAssistant/openAIAssistant.runtime'),
  openAIToolAgent: () => import('./agents/openAIToolAgent/openAIToolAgent.runtime'),
  reactAgentChat: () => import('./agents/reactAgentChat/reactAgentChat.runtime'),
  reactAgentLLM: () => import('./agents/reactAgentLLM/reactAgentLLM.runtime'),
  vectorDBQAChain: () => import('./chains/vectorDBQAChain/vectorDBQAChain.runtime'),
  refineLlamaIndex: () => import('./responsesynthesizer/refineLlamaIndex/refineLlamaIndex.runtime'),
  simpleResponseBuilderLlamaIndex: () =>
    import('./responsesynthesizer/simpleResponseBuilderLlamaIndex/simpleResponseBuilderLlamaIndex.runtime'),
  treeSummarizeLlamaIndex: () =>
    import('./responsesynthesizer/treeSummarizeLlamaIndex/treeSummarizeLlamaIndex.runtime'),
  conversationSummaryBufferMemory: () =>
    import('./memory/conversationSummaryBufferMemory/conversationSummaryBufferMemory.runtime'),
  conversationalRetrievalToolAgent: () =>
    import('./agents/conversationalRetrievalToolAgent/conversationalRetrievalToolAgent.runtime'),
  xmlAgent: () => import('./agents/xmlAgent/xmlAgent.runtime'),
  openAIToolAgentLlamaIndex: () =>
    import('./agents/openAIToolAgentLlamaIndex/openAIToolAgentLlamaIndex.runtime'),
  anthropicAgentLlamaIndex: () =>
    import('./agents/anthropicAgentLlamaIndex/anthropicAgentLlamaIndex.runtime'),
  ...providerLoaders,
  ...integrationLoaders,
}

export function hasNodeRuntime(name: string): boolean {
  return Object.hasOwn(loaders, name)
}

export async function loadNodeRuntime(name: string): Promise<TNodeModule | undefined> {
  const load = Object.hasOwn(loaders, name) ? loaders[name] : undefined
  return load ? (await load()).default : undefined
}

/**
 * Loads the runtimes of the named nodes and runs their `warm`, one after another with a turn of the event
 * loop between them (requests arriving meanwhile are served first). The LangChain objects of the nodes
 * that supply stand-ins (`warmLangChain`) are warmed only when some named node would need them built: one
 * that neither takes stand-ins nor supplies one. Returns how many were warmed.
 */
export async function warmNodeRuntimes(names: Iterable<string>): Promise<number> {
  const modules: TNodeModule[] = []
  for (const name of new Set(names)) {
    const module = await loadNodeRuntime(name)
    if (module) modules.push(module)
  }
  const needsLangChain = modules.some(({ runtime }) => !runtime.takesStandIns && !runtime.warmLangChain)
  for (const { runtime } of modules) {
    await runtime.warm?.()
    if (needsLangChain) await runtime.warmLangChain?.()
    await nextTurn()
  }
  return modules.length
}
