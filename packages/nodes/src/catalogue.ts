import { seqToolNode } from './agentflow/seqToolNode/seqToolNode.node.js'
import { seqState } from './agentflow/seqState/seqState.node.js'
import { seqConditionAgent } from './agentflow/seqConditionAgent/seqConditionAgent.node.js'
import { seqLoop } from './agentflow/seqLoop/seqLoop.node.js'
import { seqCustomFunction } from './agentflow/seqCustomFunction/seqCustomFunction.node.js'
import { seqExecuteFlow } from './agentflow/seqExecuteFlow/seqExecuteFlow.node.js'
import { seqAgent } from './agentflow/seqAgent/seqAgent.node.js'
import { seqCondition } from './agentflow/seqCondition/seqCondition.node.js'
import { seqEnd } from './agentflow/seqEnd/seqEnd.node.js'
import { seqLLMNode } from './agentflow/seqLLMNode/seqLLMNode.node.js'
import { seqStart } from './agentflow/seqStart/seqStart.node.js'
import { supervisor } from './multiagents/supervisor/supervisor.node.js'
import { worker } from './multiagents/worker/worker.node.js'
import { conversationalAgent } from './agents/conversationalAgent/conversationalAgent.node.js'
import { toolAgent } from './agents/toolAgent/toolAgent.node.js'
import { chatAnthropic_LlamaIndex } from './chatmodels/chatAnthropic_LlamaIndex/chatAnthropic_LlamaIndex.node.js'
import { chatOpenAI_LlamaIndex } from './chatmodels/chatOpenAI_LlamaIndex/chatOpenAI_LlamaIndex.node.js'
import { azureChatOpenAI_LlamaIndex } from './chatmodels/azureChatOpenAI_LlamaIndex/azureChatOpenAI_LlamaIndex.node.js'
import { simpleChatEngine } from './engine/simpleChatEngine/simpleChatEngine.node.js'
import { contextChatEngine } from './engine/contextChatEngine/contextChatEngine.node.js'
import { queryEngine } from './engine/queryEngine/queryEngine.node.js'
import { subQuestionQueryEngine } from './engine/subQuestionQueryEngine/subQuestionQueryEngine.node.js'
import { queryEngineToolLlamaIndex } from './tools/queryEngineToolLlamaIndex/queryEngineToolLlamaIndex.node.js'
import { compactrefineLlamaIndex } from './responsesynthesizer/compactrefineLlamaIndex/compactrefineLlamaIndex.node.js'
import { openAIEmbedding_LlamaIndex } from './embeddings/openAIEmbedding_LlamaIndex/openAIEmbedding_LlamaIndex.node.js'
import { pineconeLlamaIndex } from './vectorstores/pineconeLlamaIndex/pineconeLlamaIndex.node.js'
import { csvAgent } from './agents/csvAgent/csvAgent.node.js'
import { openAIAssistant } from './agents/openAIAssistant/openAIAssistant.node.js'
import { openAIToolAgent } from './agents/openAIToolAgent/openAIToolAgent.node.js'
import { reactAgentChat } from './agents/reactAgentChat/reactAgentChat.node.js'
import { reactAgentLLM } from './agents/reactAgentLLM/reactAgentLLM.node.js'
import { conversationalRetrievalQAChain } from './chains/conversationalRetrievalQAChain/conversationalRetrievalQAChain.node.js'
import { conversationChain } from './chains/conversationChain/conversationChain.node.js'
import { llmChain } from './chains/llmChain/llmChain.node.js'
import { sqlDatabaseChain } from './chains/sqlDatabaseChain/sqlDatabaseChain.node.js'
import { graphCypherQAChain } from './chains/graphCypherQAChain/graphCypherQAChain.node.js'
import { getApiChain } from './chains/getApiChain/getApiChain.node.js'
import { postApiChain } from './chains/postApiChain/postApiChain.node.js'
import { multiPromptChain } from './chains/multiPromptChain/multiPromptChain.node.js'
import { multiRetrievalQAChain } from './chains/multiRetrievalQAChain/multiRetrievalQAChain.node.js'
import { promptRetriever } from './prompts/promptRetriever/promptRetriever.node.js'
import { vectorStoreRetriever } from './vectorstores/vectorStoreRetriever/vectorStoreRetriever.node.js'
import { retrievalQAChain } from './chains/retrievalQAChain/retrievalQAChain.node.js'
import { azureChatOpenAI } from './chatmodels/azureChatOpenAI/azureChatOpenAI.node.js'
import { chatAnthropic } from './chatmodels/chatAnthropic/chatAnthropic.node.js'
import { awsChatBedrock } from './chatmodels/awsChatBedrock/awsChatBedrock.node.js'
import { chatMistralAI } from './chatmodels/chatMistralAI/chatMistralAI.node.js'
import { chatNvidiaNIM } from './chatmodels/chatNvidiaNIM/chatNvidiaNIM.node.js'
import { chatOllama } from './chatmodels/chatOllama/chatOllama.node.js'
import { chatOpenAI } from './chatmodels/chatOpenAI/chatOpenAI.node.js'
import { huggingFaceInference_LLMs } from './llms/huggingFaceInference_LLMs/huggingFaceInference_LLMs.node.js'
import { replicate } from './llms/replicate/replicate.node.js'
import { fireworks } from './llms/fireworks/fireworks.node.js'
import { togetherAI } from './llms/togetherAI/togetherAI.node.js'
import { sambanova } from './llms/sambanova/sambanova.node.js'
import { azureOpenAI } from './llms/azureOpenAI/azureOpenAI.node.js'
import { ollama } from './llms/ollama/ollama.node.js'
import { cohere } from './llms/cohere/cohere.node.js'
import { awsBedrock } from './llms/awsBedrock/awsBedrock.node.js'
import { ibmWatsonx } from './llms/ibmWatsonx/ibmWatsonx.node.js'
import { googlevertexai } from './llms/googlevertexai/googlevertexai.node.js'
import { groqChat } from './chatmodels/groqChat/groqChat.node.js'
import { chatOpenRouter } from './chatmodels/chatOpenRouter/chatOpenRouter.node.js'
import { chatLocalAI } from './chatmodels/chatLocalAI/chatLocalAI.node.js'
import { chatGoogleGenerativeAI } from './chatmodels/chatGoogleGenerativeAI/chatGoogleGenerativeAI.node.js'
import { chatHuggingFace } from './chatmodels/chatHuggingFace/chatHuggingFace.node.js'
import { cheerioWebScraper } from './documentloaders/cheerioWebScraper/cheerioWebScraper.node.js'
import { documentStore } from './documentloaders/documentStore/documentStore.node.js'
import { pdfFile } from './documentloaders/pdfFile/pdfFile.node.js'
import { textFile } from './documentloaders/textFile/textFile.node.js'
import { plainText } from './documentloaders/plainText/plainText.node.js'
import { csvFile } from './documentloaders/csvFile/csvFile.node.js'
import { jsonFile } from './documentloaders/jsonFile/jsonFile.node.js'
import { docxFile } from './documentloaders/docxFile/docxFile.node.js'
import { jsonlinesFile } from './documentloaders/jsonlinesFile/jsonlinesFile.node.js'
import { apiLoader } from './documentloaders/apiLoader/apiLoader.node.js'
import { github } from './documentloaders/github/github.node.js'
import { markdownHtmlFile } from './documentloaders/markdownHtmlFile/markdownHtmlFile.node.js'
import { localAIEmbeddings } from './embeddings/localAIEmbeddings/localAIEmbeddings.node.js'
import { localHashEmbeddings } from './embeddings/localHashEmbeddings/localHashEmbeddings.node.js'
import { ollamaEmbedding } from './embeddings/ollamaEmbedding/ollamaEmbedding.node.js'
import { openAIEmbeddings } from './embeddings/openAIEmbeddings/openAIEmbeddings.node.js'
import { agentMemory } from './memory/agentMemory/agentMemory.node.js'
import { bufferMemory } from './memory/bufferMemory/bufferMemory.node.js'
import { bufferWindowMemory } from './memory/bufferWindowMemory/bufferWindowMemory.node.js'
import { conversationSummaryMemory } from './memory/conversationSummaryMemory/conversationSummaryMemory.node.js'
import { redisBackedChatMemory } from './memory/RedisBackedChatMemory/RedisBackedChatMemory.node.js'
import { inputModerationOpenAI } from './moderation/inputModerationOpenAI/inputModerationOpenAI.node.js'
import { inputModerationSimple } from './moderation/inputModerationSimple/inputModerationSimple.node.js'
import { advancedStructuredOutputParser } from './outputparsers/advancedStructuredOutputParser/advancedStructuredOutputParser.node.js'
import { csvOutputParser } from './outputparsers/csvOutputParser/csvOutputParser.node.js'
import { structuredOutputParser } from './outputparsers/structuredOutputParser/structuredOutputParser.node.js'
import { chatPromptTemplate } from './prompts/chatPromptTemplate/chatPromptTemplate.node.js'
import { promptTemplate } from './prompts/promptTemplate/promptTemplate.node.js'
import { promptLangFuse } from './prompts/promptLangFuse/promptLangFuse.node.js'
import { recursiveCharacterTextSplitter } from './textsplitters/recursiveCharacterTextSplitter/recursiveCharacterTextSplitter.node.js'
import { qdrant } from './vectorstores/qdrant/qdrant.node.js'
import { pinecone } from './vectorstores/pinecone/pinecone.node.js'
import { singlestore } from './vectorstores/singlestore/singlestore.node.js'
import { vectara } from './vectorstores/vectara/vectara.node.js'
import { elasticsearch } from './vectorstores/elasticsearch/elasticsearch.node.js'
import { kendra } from './vectorstores/kendra/kendra.node.js'
import { simpleStoreLlamaIndex } from './vectorstores/simpleStoreLlamaIndex/simpleStoreLlamaIndex.node.js'
import { mongoDBAtlas } from './vectorstores/mongoDBAtlas/mongoDBAtlas.node.js'
import { couchbase } from './vectorstores/couchbase/couchbase.node.js'
import { meilisearch } from './vectorstores/meilisearch/meilisearch.node.js'
import { zepCloud } from './vectorstores/zepCloud/zepCloud.node.js'
import { zep } from './vectorstores/zep/zep.node.js'
import { vectaraUpload } from './vectorstores/vectaraUpload/vectaraUpload.node.js'
import { Astra } from './vectorstores/Astra/Astra.node.js'
import { upstash } from './vectorstores/upstash/upstash.node.js'
import { milvus } from './vectorstores/milvus/milvus.node.js'
import { weaviate } from './vectorstores/weaviate/weaviate.node.js'
import { redis } from './vectorstores/redis/redis.node.js'
import { openSearch } from './vectorstores/openSearch/openSearch.node.js'
import { vectaraQAChain } from './chains/vectaraQAChain/vectaraQAChain.node.js'
import { supabase } from './vectorstores/supabase/supabase.node.js'
import { postgres } from './vectorstores/postgres/postgres.node.js'
import { chroma } from './vectorstores/chroma/chroma.node.js'
import { azureOpenAIEmbeddings } from './embeddings/azureOpenAIEmbeddings/azureOpenAIEmbeddings.node.js'
import { tokenTextSplitter } from './textsplitters/tokenTextSplitter/tokenTextSplitter.node.js'
import { markdownTextSplitter } from './textsplitters/markdownTextSplitter/markdownTextSplitter.node.js'
import { codeTextSplitter } from './textsplitters/codeTextSplitter/codeTextSplitter.node.js'
import { characterTextSplitter } from './textsplitters/characterTextSplitter/characterTextSplitter.node.js'
import { htmlToMarkdownTextSplitter } from './textsplitters/htmlToMarkdownTextSplitter/htmlToMarkdownTextSplitter.node.js'
import { calculator } from './tools/calculator/calculator.node.js'
import { currentDateTime } from './tools/currentDateTime/currentDateTime.node.js'
import { customMCP } from './tools/customMCP/customMCP.node.js'
import { slackMCP } from './tools/slackMCP/slackMCP.node.js'
// Flowise's older agents (their exports open): MRKL runs as ReAct, the retrieval agent as the Tool Agent.
import { mrklAgentChat } from './agents/mrklAgentChat/mrklAgentChat.node.js'
import { mrklAgentLLM } from './agents/mrklAgentLLM/mrklAgentLLM.node.js'
import { conversationalRetrievalAgent } from './agents/conversationalRetrievalAgent/conversationalRetrievalAgent.node.js'
import { autoGPT } from './agents/autoGPT/autoGPT.node.js'
import { babyAGI } from './agents/babyAGI/babyAGI.node.js'
import { openAI } from './llms/openAI/openAI.node.js'
import { setVariable } from './utilities/setVariable/setVariable.node.js'
import { getVariable } from './utilities/getVariable/getVariable.node.js'
import { fewShotPromptTemplate } from './prompts/fewShotPromptTemplate/fewShotPromptTemplate.node.js'
import { vectorStoreToDocument } from './documentloaders/vectorStoreToDocument/vectorStoreToDocument.node.js'
import { aiPlugin } from './tools/aiPlugin/aiPlugin.node.js'
import { searchApi } from './documentloaders/searchApi/searchApi.node.js'
import { openApiChain } from './chains/openApiChain/openApiChain.node.js'
import { ZepMemory } from './memory/ZepMemory/ZepMemory.node.js'
import { chainTool } from './tools/chainTool/chainTool.node.js'
import { customTool } from './tools/customTool/customTool.node.js'
import { requestsGet } from './tools/requestsGet/requestsGet.node.js'
import { requestsPost } from './tools/requestsPost/requestsPost.node.js'
import { requestsPut } from './tools/requestsPut/requestsPut.node.js'
import { retrieverTool } from './tools/retrieverTool/retrieverTool.node.js'
import { serpAPI } from './tools/serpAPI/serpAPI.node.js'
import { serper } from './tools/serper/serper.node.js'
import { braveSearchAPI } from './tools/braveSearchAPI/braveSearchAPI.node.js'
import { googleCustomSearch } from './tools/googleCustomSearch/googleCustomSearch.node.js'
import { tavilyAPI } from './tools/tavilyAPI/tavilyAPI.node.js'
import { webBrowser } from './tools/webBrowser/webBrowser.node.js'
import { openAPIToolkit } from './tools/openAPIToolkit/openAPIToolkit.node.js'
import { readFile } from './tools/readFile/readFile.node.js'
import { writeFile } from './tools/writeFile/writeFile.node.js'
import { customFunction } from './utilities/customFunction/customFunction.node.js'
import { ifElseFunction } from './utilities/ifElseFunction/ifElseFunction.node.js'
import { stickyNote } from './utilities/stickyNote/stickyNote.node.js'
import { space } from './updl/space/space.node.js'
import { object } from './updl/object/object.node.js'
import { camera } from './updl/camera/camera.node.js'
import { light } from './updl/light/light.node.js'
import { data } from './updl/data/data.node.js'
import { entity } from './updl/entity/entity.node.js'
import { component } from './updl/component/component.node.js'
import { event } from './updl/event/event.node.js'
import { action } from './updl/action/action.node.js'
import { universo } from './updl/universo/universo.node.js'
import { faiss } from './vectorstores/faiss/faiss.node.js'
import { memoryVectorStore } from './vectorstores/memoryVectorStore/memoryVectorStore.node.js'
import { documentStoreVS } from './vectorstores/documentStoreVS/documentStoreVS.node.js'
import { customListOutputParser } from './outputparsers/customListOutputParser/customListOutputParser.node.js'
import { assemblyAI } from './speechtotext/assemblyAI/assemblyAI.node.js'
import { vectorDBQAChain } from './chains/vectorDBQAChain/vectorDBQAChain.node.js'
import { refineLlamaIndex } from './responsesynthesizer/refineLlamaIndex/refineLlamaIndex.node.js'
import { simpleResponseBuilderLlamaIndex } from './responsesynthesizer/simpleResponseBuilderLlamaIndex/simpleResponseBuilderLlamaIndex.node.js'
import { treeSummarizeLlamaIndex } from './responsesynthesizer/treeSummarizeLlamaIndex/treeSummarizeLlamaIndex.node.js'
import { conversationSummaryBufferMemory } from './memory/conversationSummaryBufferMemory/conversationSummaryBufferMemory.node.js'
import { conversationalRetrievalToolAgent } from './agents/conversationalRetrievalToolAgent/conversationalRetrievalToolAgent.node.js'
import { xmlAgent } from './agents/xmlAgent/xmlAgent.node.js'
import { openAIToolAgentLlamaIndex } from './agents/openAIToolAgentLlamaIndex/openAIToolAgentLlamaIndex.node.js'
import { anthropicAgentLlamaIndex } from './agents/anthropicAgentLlamaIndex/anthropicAgentLlamaIndex.node.js'
import {
  providerChatModelNodes,
  providerEmbeddingNodes,
  providerLoaderNodes,
  providerMemoryNodes,
  providerToolNodes,
} from './catalogue-providers'
import { integrationLoaderNodes, integrationToolNodes } from './catalogue-integrations'
import { legacyVectorStoreNodes } from './catalogue-legacy-stores'

/** The node files grouped by palette category; `index.ts` flattens them. */
export const chatModelNodes = [
  chatOpenAI,
  chatOpenAI_LlamaIndex,
  chatAnthropic_LlamaIndex,
  azureChatOpenAI_LlamaIndex,
  azureChatOpenAI,
  chatAnthropic,
  awsChatBedrock,
  chatOllama,
  chatMistralAI,
  chatNvidiaNIM,
  chatGoogleGenerativeAI,
  groqChat,
  chatOpenRouter,
  chatHuggingFace,
  chatLocalAI,
  ...providerChatModelNodes,
]
export const llmNodes = [
  huggingFaceInference_LLMs,
  replicate,
  fireworks,
  togetherAI,
  sambanova,
  azureOpenAI,
  ollama,
  cohere,
  awsBedrock,
  ibmWatsonx,
  googlevertexai,
]
export const chainNodes = [
  llmChain,
  conversationChain,
  simpleChatEngine,
  contextChatEngine,
  queryEngine,
  subQuestionQueryEngine,
  compactrefineLlamaIndex,
  retrievalQAChain,
  conversationalRetrievalQAChain,
  sqlDatabaseChain,
  graphCypherQAChain,
  multiPromptChain,
  multiRetrievalQAChain,
  getApiChain,
  postApiChain,
  vectorDBQAChain,
  refineLlamaIndex,
  simpleResponseBuilderLlamaIndex,
  treeSummarizeLlamaIndex,
]
export const memoryNodes = [
  bufferMemory,
  agentMemory,
  bufferWindowMemory,
  conversationSummaryMemory,
  redisBackedChatMemory,
  conversationSummaryBufferMemory,
  ...providerMemoryNodes,
]
export const promptNodes = [promptTemplate, chatPromptTemplate, promptRetriever, promptLangFuse]
export const outputParserNodes = [
  structuredOutputParser,
  advancedStructuredOutputParser,
  csvOutputParser,
  customListOutputParser,
]
export const retrievalNodes = [
  openAIEmbeddings,
  openAIEmbedding_LlamaIndex,
  azureOpenAIEmbeddings,
  ollamaEmbedding,
  localAIEmbeddings,
  localHashEmbeddings,
  ...providerEmbeddingNodes,
  memoryVectorStore,
  documentStoreVS,
  vectorStoreRetriever,
  faiss,
  qdrant,
  chroma,
  pinecone,
  singlestore,
  vectara,
  elasticsearch,
  kendra,
  simpleStoreLlamaIndex,
  mongoDBAtlas,
  couchbase,
  meilisearch,
  zepCloud,
  zep,
  vectaraUpload,
  Astra,
  upstash,
  milvus,
  weaviate,
  redis,
  openSearch,
  vectaraQAChain,
  supabase,
  postgres,
  pineconeLlamaIndex,
  ...legacyVectorStoreNodes,
  recursiveCharacterTextSplitter,
  tokenTextSplitter,
  markdownTextSplitter,
  codeTextSplitter,
  characterTextSplitter,
  htmlToMarkdownTextSplitter,
]
export const loaderNodes = [
  textFile,
  plainText,
  pdfFile,
  csvFile,
  jsonFile,
  jsonlinesFile,
  docxFile,
  markdownHtmlFile,
  apiLoader,
  github,
  cheerioWebScraper,
  documentStore,
  ...providerLoaderNodes,
  ...integrationLoaderNodes,
]
export const toolNodes = [
  calculator,
  currentDateTime,
  customMCP,
  slackMCP,
  mrklAgentChat,
  mrklAgentLLM,
  conversationalRetrievalAgent,
  autoGPT,
  babyAGI,
  openAI,
  setVariable,
  getVariable,
  fewShotPromptTemplate,
  vectorStoreToDocument,
  aiPlugin,
  searchApi,
  openApiChain,
  ZepMemory,
  requestsGet,
  requestsPost,
  requestsPut,
  chainTool,
  retrieverTool,
  queryEngineToolLlamaIndex,
  customTool,
  serpAPI,
  serper,
  braveSearchAPI,
  googleCustomSearch,
  tavilyAPI,
  webBrowser,
  openAPIToolkit,
  readFile,
  writeFile,
  ...providerToolNodes,
  ...integrationToolNodes,
]
export const agentNodes = [
  toolAgent,
  conversationalAgent,
  openAIToolAgent,
  reactAgentChat,
  reactAgentLLM,
  csvAgent,
  openAIAssistant,
  conversationalRetrievalToolAgent,
  xmlAgent,
  openAIToolAgentLlamaIndex,
  anthropicAgentLlamaIndex,
]
export const utilityNodes = [customFunction, ifElseFunction, stickyNote]
export const moderationNodes = [inputModerationOpenAI, inputModerationSimple]
export const speechToTextNodes = [assemblyAI]
export const agentflowNodes = [
  seqStart,
  seqAgent,
  seqLLMNode,
  seqToolNode,
  seqState,
  seqCondition,
  seqConditionAgent,
  seqLoop,
  seqCustomFunction,
  seqExecuteFlow,
  seqEnd,
]
/** Multi Agents: a supervisor routing among its workers (run as one graph, like sequential agents). */
export const multiAgentNodes = [supervisor, worker]
/** UPDL scene nodes (their own palette tab); packages/updl reads them into a scene. */
export const updlNodes = [space, object, camera, light, data, entity, component, event, action, universo]
