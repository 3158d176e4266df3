import { defineRuntime } from '../../runtime'
import { FlowChain } from '../../shared/flow-chain'
import { FlowMemory } from '../../shared/flow-memory'
import { moderateInput } from '../../shared/flow-moderation'
import { callModel, toLangChainMessages } from '../../shared/model-call'
import { getInstance, getOptionalInstance, getString } from '../../shared/read-inputs'
import type { TNodeContext } from '../../context'
import { conversationChain } from './conversationChain.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreLanguageModelsChatModels = lazyImport(
  () => import('@langchain/core/language_models/chat_models'),
)
const langchainCorePrompts = lazyImport(() => import('@langchain/core/prompts'))

async function converse(ctx: TNodeContext, input: string, stream: boolean): Promise<string> {
  const refused = await moderateInput(ctx, input)
  if (refused !== undefined) {
    if (stream) ctx.emitToken(refused)
    return refused
  }
  const [
    { BaseChatModel },
    { ChatPromptTemplate, MessagesPlaceholder, SystemMessagePromptTemplate, HumanMessagePromptTemplate },
  ] = await Promise.all([langchainCoreLanguageModelsChatModels(), langchainCorePrompts()])
  const model = getInstance(ctx, 'model', BaseChatModel, 'Chat Model')
  const memory = getInstance(ctx, 'memory', FlowMemory, 'Memory')
  const custom = getOptionalInstance(ctx, 'chatPromptTemplate', ChatPromptTemplate)
  const history = await toLangChainMessages(await memory.getMessages())
  const system = getString(ctx, 'systemMessagePrompt')
  const prompt =
    custom ??
    ChatPromptTemplate.fromMessages([
      ...(system
        ? [SystemMessagePromptTemplate.fromTemplate(system.replaceAll('{', '{{').replaceAll('}', '}}'))]
        : []),
      new MessagesPlaceholder('history'),
      HumanMessagePromptTemplate.fromTemplate('{input}'),
    ])
  const values: Record<string, unknown> = { history, input }
  for (const name of prompt.inputVariables) if (!(name in values)) values[name] = input
  const messages = await prompt.formatMessages(values)
  const text = await callModel(ctx, model, messages, stream)
  await memory.saveTurn(input, text)
  return text
}

export default defineRuntime(conversationChain, {
  kind: 'execute',
  warm: () =>
    Promise.all([import('@langchain/core/language_models/chat_models'), import('@langchain/core/prompts')]),
  execute: async (ctx) => ({ text: await converse(ctx, ctx.question, true) }),
  supply: async (ctx) => new FlowChain(ctx.label, (input) => converse(ctx, input, false)),
})
