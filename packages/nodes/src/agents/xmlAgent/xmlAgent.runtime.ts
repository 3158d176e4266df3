import type { TNodeContext } from '../../context'
import { defineRuntime } from '../../runtime'
import { readTools } from '../../shared/agent-steps'
import { FlowChain } from '../../shared/flow-chain'
import { FlowMemory } from '../../shared/flow-memory'
import { runReactAgent } from '../../shared/react-agent'
import { getInstance, getString, NodeInputError } from '../../shared/read-inputs'
import { xmlAgent } from './xmlAgent.node.js'
import { XML_AGENT_SYSTEM, xmlProtocol } from './xml-protocol'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreLanguageModelsChatModels = lazyImport(
  () => import('@langchain/core/language_models/chat_models'),
)

async function run(ctx: TNodeContext, input: string, stream: boolean) {
  const { BaseChatModel } = await langchainCoreLanguageModelsChatModels()
  const template = getString(ctx, 'systemMessage').trim() || XML_AGENT_SYSTEM
  const missing = ['{tools}', '{agent_scratchpad}'].filter((v) => !template.includes(v))
  if (missing.length > 0) throw new NodeInputError(`System Message must contain ${missing.join(' and ')}`)
  return runReactAgent(
    ctx,
    {
      model: getInstance(ctx, 'model', BaseChatModel, 'Chat Model'),
      memory: getInstance(ctx, 'memory', FlowMemory, 'Memory'),
      tools: await readTools(ctx.inputs.tools),
      input,
      stream,
    },
    xmlProtocol(template),
  )
}

export default defineRuntime(xmlAgent, {
  kind: 'execute',
  execute: (ctx) => run(ctx, ctx.question, true),
  supply: async (ctx) => new FlowChain(ctx.label, async (input) => (await run(ctx, input, false)).text),
})
