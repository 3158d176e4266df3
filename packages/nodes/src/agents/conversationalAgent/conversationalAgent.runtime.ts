import type { BaseMessage } from '@langchain/core/messages'
import type { TNodeAnswer, TNodeContext, TUsedTool } from '../../context'
import { defineRuntime } from '../../runtime'
import { MAX_ITERATIONS_TEXT, readTools } from '../../shared/agent-steps'
import { FlowChain } from '../../shared/flow-chain'
import { FlowMemory } from '../../shared/flow-memory'
import { moderateInput } from '../../shared/flow-moderation'
import { answerText, toLangChainMessages } from '../../shared/model-call'
import { getInstance, getNumber, getString } from '../../shared/read-inputs'
import { conversationalAgent } from './conversationalAgent.node.js'
import { FINAL_ANSWER, formatInstructions, parseAction, toolResponseMessage } from './react-format'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreLanguageModelsChatModels = lazyImport(
  () => import('@langchain/core/language_models/chat_models'),
)
const langchainCoreMessages = lazyImport(() => import('@langchain/core/messages'))

const DEFAULT_MAX_ITERATIONS = 15

/**
 * The model picks a tool by writing a JSON blob (no native tool calling needed, so any chat model
 * works); we run the tool and hand its output back until it writes a "Final Answer".
 */
async function runAgent(ctx: TNodeContext, input: string, stream: boolean): Promise<TNodeAnswer> {
  const refused = await moderateInput(ctx, input)
  if (refused !== undefined) {
    if (stream) ctx.emitToken(refused)
    return { text: refused }
  }
  const [{ BaseChatModel }, { AIMessage, HumanMessage, SystemMessage }] = await Promise.all([
    langchainCoreLanguageModelsChatModels(),
    langchainCoreMessages(),
  ])
  const model = getInstance(ctx, 'model', BaseChatModel, 'Chat Model')
  const memory = getInstance(ctx, 'memory', FlowMemory, 'Memory')
  const tools = await readTools(ctx.inputs.tools)
  // The descriptor's default system message arrives through the engine's hydration when unset.
  const system = getString(ctx, 'systemMessage')
  const messages: BaseMessage[] = [
    new SystemMessage(`${system}\n\n${formatInstructions(tools)}`),
    ...(await toLangChainMessages(await memory.getMessages())),
    new HumanMessage(input),
  ]
  const usedTools: TUsedTool[] = []
  const maxIterations = getNumber(ctx, 'maxIterations', DEFAULT_MAX_ITERATIONS)
  let text = MAX_ITERATIONS_TEXT
  for (let step = 0; step <= maxIterations; step++) {
    const reply = answerText(await model.invoke(messages, { signal: ctx.signal }))
    const { action, input: actionInput } = parseAction(reply)
    if (action === FINAL_ANSWER) {
      text = typeof actionInput === 'string' ? actionInput : JSON.stringify(actionInput)
      break
    }
    if (step === maxIterations) break
    const tool = tools.find((t) => t.name === action)
    let output: string
    try {
      output = tool
        ? answerText(await tool.invoke(toolArgument(actionInput), { signal: ctx.signal }))
        : `${action} is not a valid tool, try one of [${tools.map((t) => t.name).join(', ')}].`
    } catch (e) {
      output = `Error: ${e instanceof Error ? e.message : String(e)}`
    }
    if (tool) usedTools.push({ tool: action, toolInput: actionInput, toolOutput: output })
    messages.push(new AIMessage(reply), new HumanMessage(toolResponseMessage(output)))
  }
  if (stream) ctx.emitToken(text)
  await memory.saveTurn(input, text)
  return { text, ...(usedTools.length > 0 ? { usedTools } : {}) }
}

/** `action_input` is a string or a stringified object; structured tools get the object. */
function toolArgument(value: unknown): unknown {
  if (typeof value !== 'string' || !value.trim().startsWith('{')) return value
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}

export default defineRuntime(conversationalAgent, {
  kind: 'execute',
  execute: (ctx) => runAgent(ctx, ctx.question, true),
  supply: async (ctx) => new FlowChain(ctx.label, async (input) => (await runAgent(ctx, input, false)).text),
})
