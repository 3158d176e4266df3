import type { BaseMessage } from '@langchain/core/messages'
import type { TChatMessage, TNodeAnswer, TNodeContext } from '../../context'
import { finalAnswerText, MAX_ITERATIONS_TEXT, readAgentSteps, readTools } from '../../shared/agent-steps'
import { FlowMemory } from '../../shared/flow-memory'
import { moderateInput } from '../../shared/flow-moderation'
import { toLangChainMessages } from '../../shared/model-call'
import { inlineHandler } from '../../shared/model-usage'
import { prefersStreaming } from '../../shared/stream-when-read'
import { getInstance, getOptionalInstance, getOptionalNumber, getString } from '../../shared/read-inputs'
import { lazyImport } from '../../shared/lazy-import'
import { withImages } from '../../shared/vision'

const langchainModule = lazyImport(() => import('langchain'))
const langchainCoreLanguageModelsChatModels = lazyImport(
  () => import('@langchain/core/language_models/chat_models'),
)
const langchainCorePrompts = lazyImport(() => import('@langchain/core/prompts'))
const langchainCoreMessages = lazyImport(() => import('@langchain/core/messages'))

/** The conversation so far plus the question, through the user's Chat Prompt Template when one is connected. */
async function startMessages(
  ctx: TNodeContext,
  input: string,
  history: BaseMessage[],
): Promise<BaseMessage[]> {
  const { ChatPromptTemplate } = await langchainCorePrompts()
  const custom = getOptionalInstance(ctx, 'chatPromptTemplate', ChatPromptTemplate)
  if (!custom) {
    const { HumanMessage } = await langchainCoreMessages()
    return [...history, new HumanMessage(input)]
  }
  const values: Record<string, unknown> = {}
  for (const name of custom.inputVariables)
    values[name] = name === 'chat_history' ? history : name === 'agent_scratchpad' ? [] : input
  const messages = await custom.formatMessages(values)
  return custom.inputVariables.includes('chat_history') ? messages : [...history, ...messages]
}

/**
 * LangChain's agent (a LangGraph tool-calling loop): the model calls tools until it answers. Tokens of
 * every model turn stream to the caller; the tools used and any documents they found are reported.
 * Tool Agent and OpenAI Tool Agent run it.
 */
export async function runToolAgent(
  ctx: TNodeContext,
  input: string,
  stream: boolean,
  modelLabel = 'Tool Calling Chat Model',
  /** The system prompt when the agent writes its own (the retrieval agent's, with the context in it). */
  systemOverride?: (input: string, history: readonly TChatMessage[]) => Promise<string>,
): Promise<TNodeAnswer> {
  const refused = await moderateInput(ctx, input)
  if (refused !== undefined) {
    if (stream) ctx.emitToken(refused)
    return { text: refused }
  }
  const [{ createAgent }, { BaseChatModel }] = await Promise.all([
    langchainModule(),
    langchainCoreLanguageModelsChatModels(),
  ])
  const model = getInstance(ctx, 'model', BaseChatModel, modelLabel)
  const memory = getOptionalInstance(ctx, 'memory', FlowMemory)
  const tools = await readTools(ctx.inputs.tools)
  const stored = memory ? await memory.getMessages() : []
  const history = await toLangChainMessages(stored)
  const messages = await withImages(ctx, model, await startMessages(ctx, input, history))
  const systemPrompt = systemOverride
    ? await systemOverride(input, stored)
    : getString(ctx, 'systemMessage', 'You are a helpful AI assistant.')
  const agent = createAgent({ model, tools, ...(systemPrompt ? { systemPrompt } : {}) })
  const maxIterations = getOptionalNumber(ctx, 'maxIterations')
  const callbacks =
    stream && ctx.isStreaming
      ? [
          inlineHandler('tokens', {
            lc_prefer_streaming: prefersStreaming(model),
            handleLLMNewToken: (token: string) => (token ? ctx.emitToken(token) : undefined),
          }),
        ]
      : []
  let result: { messages: BaseMessage[] }
  try {
    result = await agent.invoke(
      { messages },
      {
        signal: ctx.signal,
        callbacks,
        // One iteration is a model step and a tools step; one more for the final answer.
        ...(maxIterations && maxIterations > 0 ? { recursionLimit: maxIterations * 2 + 1 } : {}),
      },
    )
  } catch (e) {
    if (!(e instanceof Error) || e.name !== 'GraphRecursionError') throw e
    if (stream) ctx.emitToken(MAX_ITERATIONS_TEXT)
    await memory?.saveTurn(input, MAX_ITERATIONS_TEXT)
    return { text: MAX_ITERATIONS_TEXT }
  }
  const added = result.messages.slice(messages.length)
  const { usedTools, sourceDocuments } = await readAgentSteps(added)
  const text = await finalAnswerText(added)
  await memory?.saveTurn(input, text)
  return {
    text,
    ...(usedTools.length > 0 ? { usedTools } : {}),
    ...(sourceDocuments.length > 0 ? { sourceDocuments } : {}),
  }
}
