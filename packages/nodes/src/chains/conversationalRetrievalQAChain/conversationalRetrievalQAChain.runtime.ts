import { defineRuntime } from '../../runtime'
import { FlowMemory } from '../../shared/flow-memory'
import { moderateInput } from '../../shared/flow-moderation'
import { callModel, historyText, toLangChainMessages } from '../../shared/model-call'
import { getBoolean, getInstance, getOptionalInstance, getString } from '../../shared/read-inputs'
import { contextText, retrieve } from '../../shared/retrieval'
import { conversationalRetrievalQAChain } from './conversationalRetrievalQAChain.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreLanguageModelsChatModels = lazyImport(
  () => import('@langchain/core/language_models/chat_models'),
)
const langchainCoreRetrievers = lazyImport(() => import('@langchain/core/retrievers'))
const langchainCoreMessages = lazyImport(() => import('@langchain/core/messages'))

const REPHRASE = `Given the following conversation and a follow up question, rephrase the follow up question to be a standalone question.

Chat History:
{chat_history}
Follow Up Input: {question}
Standalone Question:`

const RESPONSE = `You are a helpful assistant. Using the provided context, answer the user's question to the best of your ability using the resources provided.
------------
{context}
------------`

/** Rephrases the question with the history (no streaming), retrieves, answers with the context (streamed). */
export default defineRuntime(conversationalRetrievalQAChain, {
  kind: 'execute',
  async execute(ctx) {
    const refused = await moderateInput(ctx, ctx.question)
    if (refused !== undefined) return { text: refused }
    const [{ BaseChatModel }, { BaseRetriever }, { SystemMessage, HumanMessage }] = await Promise.all([
      langchainCoreLanguageModelsChatModels(),
      langchainCoreRetrievers(),
      langchainCoreMessages(),
    ])
    const model = getInstance(ctx, 'model', BaseChatModel, 'Chat Model')
    const retriever = getInstance(ctx, 'vectorStoreRetriever', BaseRetriever, 'Vector Store Retriever')
    const memory = getOptionalInstance(ctx, 'memory', FlowMemory)
    const history = memory ? await memory.getMessages() : [...ctx.history]
    let query = ctx.question
    if (history.length > 0) {
      const rephrase = (getString(ctx, 'rephrasePrompt') || REPHRASE)
        .replace('{chat_history}', historyText(history))
        .replace('{question}', ctx.question)
      query = (await callModel(ctx, model, rephrase, false)) || ctx.question
    }
    const sourceDocuments = await retrieve(retriever, query, ctx.signal)
    const system = (getString(ctx, 'responsePrompt') || RESPONSE).replace(
      '{context}',
      contextText(sourceDocuments),
    )
    const messages = [
      new SystemMessage(system),
      ...(await toLangChainMessages(history)),
      new HumanMessage(ctx.question),
    ]
    const text = await callModel(ctx, model, messages, true)
    await memory?.saveTurn(ctx.question, text)
    return getBoolean(ctx, 'returnSourceDocuments', true) ? { text, sourceDocuments } : { text }
  },
})
