import { defineRuntime } from '../../runtime'
import { FlowMemory } from '../../shared/flow-memory'
import { callModel, toLangChainMessages } from '../../shared/model-call'
import { getBoolean, getInstance, getString } from '../../shared/read-inputs'
import { contextText, retrieve } from '../../shared/retrieval'
import { contextChatEngine } from './contextChatEngine.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreLanguageModelsChatModels = lazyImport(
  () => import('@langchain/core/language_models/chat_models'),
)
const langchainCoreRetrievers = lazyImport(() => import('@langchain/core/retrievers'))
const langchainCoreMessages = lazyImport(() => import('@langchain/core/messages'))

/**
 * Each message retrieves its own context (no rephrasing): system message and context, the session's
 * history, then the message. The turn is saved to the memory.
 */
export default defineRuntime(contextChatEngine, {
  kind: 'execute',
  async execute(ctx) {
    const [{ BaseChatModel }, { BaseRetriever }, { SystemMessage, HumanMessage }] = await Promise.all([
      langchainCoreLanguageModelsChatModels(),
      langchainCoreRetrievers(),
      langchainCoreMessages(),
    ])
    const model = getInstance(ctx, 'model', BaseChatModel, 'Chat Model')
    const retriever = getInstance(ctx, 'vectorStoreRetriever', BaseRetriever, 'Vector Store Retriever')
    const memory = getInstance(ctx, 'memory', FlowMemory, 'Memory')
    const sourceDocuments = await retrieve(retriever, ctx.question, ctx.signal)
    const system = [
      getString(ctx, 'systemMessagePrompt').trim(),
      `Context:\n---------------------\n${contextText(sourceDocuments)}\n---------------------`,
    ]
      .filter(Boolean)
      .join('\n\n')
    const history = await toLangChainMessages(await memory.getMessages())
    const messages = [new SystemMessage(system), ...history, new HumanMessage(ctx.question)]
    const text = await callModel(ctx, model, messages, true)
    await memory.saveTurn(ctx.question, text)
    return getBoolean(ctx, 'returnSourceDocuments') ? { text, sourceDocuments } : { text }
  },
})
