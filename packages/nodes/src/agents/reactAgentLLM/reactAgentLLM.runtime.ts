import type { TNodeContext } from '../../context'
import { defineRuntime } from '../../runtime'
import { readTools } from '../../shared/agent-steps'
import { FlowChain } from '../../shared/flow-chain'
import { runReactAgent } from '../../shared/react-agent'
import { getInstance } from '../../shared/read-inputs'
import { reactAgentLLM } from './reactAgentLLM.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreLanguageModelsBase = lazyImport(() => import('@langchain/core/language_models/base'))

async function run(ctx: TNodeContext, input: string, stream: boolean) {
  const { BaseLanguageModel } = await langchainCoreLanguageModelsBase()
  return runReactAgent(ctx, {
    model: getInstance(ctx, 'model', BaseLanguageModel, 'Language Model'),
    tools: await readTools(ctx.inputs.tools),
    input,
    stream,
  })
}

export default defineRuntime(reactAgentLLM, {
  kind: 'execute',
  execute: (ctx) => run(ctx, ctx.question, true),
  supply: async (ctx) => new FlowChain(ctx.label, async (input) => (await run(ctx, input, false)).text),
})
