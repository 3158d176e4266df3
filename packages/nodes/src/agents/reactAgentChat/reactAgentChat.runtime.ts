import type { TNodeContext } from '../../context'
import { defineRuntime } from '../../runtime'
import { readTools } from '../../shared/agent-steps'
import { FlowChain } from '../../shared/flow-chain'
import { FlowMemory } from '../../shared/flow-memory'
import { runReactAgent } from '../../shared/react-agent'
import { getInstance } from '../../shared/read-inputs'
import { reactAgentChat } from './reactAgentChat.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreLanguageModelsChatModels = lazyImport(
  () => import('@langchain/core/language_models/chat_models'),
)

async function run(ctx: TNodeContext, input: string, stream: boolean) {
  const { BaseChatModel } = await langchainCoreLanguageModelsChatModels()
  return runReactAgent(ctx, {
    model: getInstance(ctx, 'model', BaseChatModel, 'Chat Model'),
    memory: getInstance(ctx, 'memory', FlowMemory, 'Memory'),
    tools: await readTools(ctx.inputs.tools),
    input,
    stream,
  })
}

export default defineRuntime(reactAgentChat, {
  kind: 'execute',
  execute: (ctx) => run(ctx, ctx.question, true),
  supply: async (ctx) => new FlowChain(ctx.label, async (input) => (await run(ctx, input, false)).text),
})
