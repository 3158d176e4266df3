import { seqAgent } from './agentflow/seqAgent/seqAgent.node'
import { seqCondition } from './agentflow/seqCondition/seqCondition.node'
import { seqEnd } from './agentflow/seqEnd/seqEnd.node'
import { seqLLMNode } from './agentflow/seqLLMNode/seqLLMNode.node'
import { seqStart } from './agentflow/seqStart/seqStart.node'
import { conversationalAgent } from './agents/conversationalAgent/conversationalAgent.node'
import { toolAgent } from './agents/toolAgent/toolAgent.node'
import { conversationalRetrievalQAChain } from './chains/conversationalRetrievalQAChain/conversationalRetrievalQAChain.node'
import { conversationChain } from './chains/conversationChain/conversationChain.node'
import { llmChain } from './chains/llmChain/llmChain.node'
import { retrievalQAChain } from './chains/retrievalQAChain/retrievalQAChain.node'
import { azureChatOpenAI } from './chatmodels/azureChatOpenAI/azureChatOpenAI.node'
import { chatAnthropic } from './chatmodels/chatAnthropic/chatAnthropic.node'
import { chatMistralAI } from './chatmodels/chatMistralAI/chatMistralAI.node'
import { chatOllama } from './chatmodels/chatOllama/chatOllama.node'
import { chatOpenAI } from './chatmodels/chatOpenAI/chatOpenAI.node'
import { cheerioWebScraper } from './documentloaders/cheerioWebScraper/cheerioWebScraper.node'
import { documentStore } from './documentloaders/documentStore/documentStore.node'
import { pdfFile } from './documentloaders/pdfFile/pdfFile.node'
import { textFile } from './documentloaders/textFile/textFile.node'
import { localAIEmbeddings } from './embeddings/localAIEmbeddings/localAIEmbeddings.node'
import { ollamaEmbedding } from './embeddings/ollamaEmbedding/ollamaEmbedding.node'
import { openAIEmbeddings } from './embeddings/openAIEmbeddings/openAIEmbeddings.node'
import { bufferMemory } from './memory/bufferMemory/bufferMemory.node'
import { bufferWindowMemory } from './memory/bufferWindowMemory/bufferWindowMemory.node'
import { conversationSummaryMemory } from './memory/conversationSummaryMemory/conversationSummaryMemory.node'
import { redisBackedChatMemory } from './memory/RedisBackedChatMemory/RedisBackedChatMemory.node'
import { inputModerationOpenAI } from './moderation/inputModerationOpenAI/inputModerationOpenAI.node'
import { inputModerationSimple } from './moderation/inputModerationSimple/inputModerationSimple.node'
import { advancedStructuredOutputParser } from './outputparsers/advancedStructuredOutputParser/advancedStructuredOutputParser.node'
import { csvOutputParser } from './outputparsers/csvOutputParser/csvOutputParser.node'
import { structuredOutputParser } from './outputparsers/structuredOutputParser/structuredOutputParser.node'
import { chatPromptTemplate } from './prompts/chatPromptTemplate/chatPromptTemplate.node'
import { promptTemplate } from './prompts/promptTemplate/promptTemplate.node'
import { recursiveCharacterTextSplitter } from './textsplitters/recursiveCharacterTextSplitter/recursiveCharacterTextSplitter.node'
import { calculator } from './tools/calculator/calculator.node'
import { chainTool } from './tools/chainTool/chainTool.node'
import { customTool } from './tools/customTool/customTool.node'
import { requestsGet } from './tools/requestsGet/requestsGet.node'
import { requestsPost } from './tools/requestsPost/requestsPost.node'
import { retrieverTool } from './tools/retrieverTool/retrieverTool.node'
import { serpAPI } from './tools/serpAPI/serpAPI.node'
import { customFunction } from './utilities/customFunction/customFunction.node'
import { ifElseFunction } from './utilities/ifElseFunction/ifElseFunction.node'
import { stickyNote } from './utilities/stickyNote/stickyNote.node'
import { faiss } from './vectorstores/faiss/faiss.node'
import { memoryVectorStore } from './vectorstores/memoryVectorStore/memoryVectorStore.node'

/** The node files grouped by palette category; `index.ts` flattens them. */
export const chatModelNodes = [chatOpenAI, azureChatOpenAI, chatAnthropic, chatOllama, chatMistralAI]
export const chainNodes = [llmChain, conversationChain, retrievalQAChain, conversationalRetrievalQAChain]
export const memoryNodes = [
  bufferMemory,
  bufferWindowMemory,
  conversationSummaryMemory,
  redisBackedChatMemory,
]
export const promptNodes = [promptTemplate, chatPromptTemplate]
export const outputParserNodes = [structuredOutputParser, advancedStructuredOutputParser, csvOutputParser]
export const retrievalNodes = [
  openAIEmbeddings,
  ollamaEmbedding,
  localAIEmbeddings,
  memoryVectorStore,
  faiss,
  recursiveCharacterTextSplitter,
]
export const loaderNodes = [textFile, pdfFile, cheerioWebScraper, documentStore]
export const toolNodes = [
  calculator,
  requestsGet,
  requestsPost,
  chainTool,
  retrieverTool,
  customTool,
  serpAPI,
]
export const agentNodes = [toolAgent, conversationalAgent]
export const utilityNodes = [customFunction, ifElseFunction, stickyNote]
export const moderationNodes = [inputModerationOpenAI, inputModerationSimple]
export const agentflowNodes = [seqStart, seqAgent, seqLLMNode, seqCondition, seqEnd]
