import { defineRuntime } from '../../runtime'
import { FlowChain } from '../../shared/flow-chain'
import { runToolAgent } from './run-tool-agent'
import { toolAgent } from './toolAgent.node.js'

export default defineRuntime(toolAgent, {
  kind: 'execute',
  execute: (ctx) => runToolAgent(ctx, ctx.question, true),
  supply: async (ctx) =>
    new FlowChain(ctx.label, async (input) => (await runToolAgent(ctx, input, false)).text),
})
