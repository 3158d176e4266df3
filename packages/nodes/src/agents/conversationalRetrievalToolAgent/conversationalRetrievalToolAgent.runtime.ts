import type { TChatMessage, TNodeContext } from '../../context'
import { defineRuntime } from '../../runtime'
import { FlowChain } from '../../shared/flow-chain'
import { lazyImport } from '../../shared/lazy-import'
import { callModel, historyText } from '../../shared/model-call'
import { getInstance, getOptionalInstance, getString } from '../../shared/read-inputs'
import { retrieve } from '../../shared/retrieval'
import { runToolAgent } from '../toolAgent/run-tool-agent'
import {
  conversationalRetrievalToolAgent,
  RETRIEVAL_AGENT_REPHRASE,
  RETRIEVAL_AGENT_SYSTEM,
} from './conversationalRetrievalToolAgent.node.js'

const langchainCoreLanguageModelsChatModels = lazyImport(
  () => import('@langchain/core/language_models/chat_models'),
)
const langchainCoreRetrievers = lazyImport(() => import('@langchain/core/retrievers'))

/**
 * The agent's system prompt: the documents found for the question — rephrased with the history by the
 * Rephrase Model when there is history — in its `{context}`.
 */
async function systemWithContext(ctx: TNodeContext, input: string, history: readonly TChatMessage[]) {
  const [{ BaseChatModel }, { BaseRetriever }] = await Promise.all([
    langchainCoreLanguageModelsChatModels(),
    langchainCoreRetrievers(),
  ])
  const retriever = getInstance(ctx, 'vectorStoreRetriever', BaseRetriever, 'Vector Store Retriever')
  const rephrase = getString(ctx, 'rephrasePrompt', RETRIEVAL_AGENT_REPHRASE).trim()
  let query = input
  if (rephrase && history.length > 0) {
    const model =
      getOptionalInstance(ctx, 'rephraseModel', BaseChatModel) ??
      getInstance(ctx, 'model', BaseChatModel, 'Tool Calling Chat Model')
    const prompt = rephrase.replace('{chat_history}', historyText(history)).replace('{question}', input)
    query = (await callModel(ctx, model, prompt, false)).trim() || input
  }
  const docs = await retrieve(retriever, query, ctx.signal)
  const context = docs.map((d, i) => `<doc id="${i}">${d.pageContent}</doc>`).join('\n')
  return (getString(ctx, 'systemMessage').trim() || RETRIEVAL_AGENT_SYSTEM).replace('{context}', context)
}

const MODEL_LABEL = 'Tool Calling Chat Model'

export default defineRuntime(conversationalRetrievalToolAgent, {
  kind: 'execute',
  execute: (ctx) =>
    runToolAgent(ctx, ctx.question, true, MODEL_LABEL, (input, history) =>
      systemWithContext(ctx, input, history),
    ),
  supply: async (ctx) =>
    new FlowChain(
      ctx.label,
      async (input) =>
        (
          await runToolAgent(ctx, input, false, MODEL_LABEL, (question, history) =>
            systemWithContext(ctx, question, history),
          )
        ).text,
    ),
})
