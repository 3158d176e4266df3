import { defineRuntime } from '../../runtime'
import { FlowChain } from '../../shared/flow-chain'
import { runToolAgent } from '../toolAgent/run-tool-agent'
import { anthropicAgentLlamaIndex } from './anthropicAgentLlamaIndex.node.js'

const MODEL_LABEL = 'Anthropic Claude Model'

export default defineRuntime(anthropicAgentLlamaIndex, {
  kind: 'execute',
  execute: (ctx) => runToolAgent(ctx, ctx.question, true, MODEL_LABEL),
  supply: async (ctx) =>
    new FlowChain(ctx.label, async (input) => (await runToolAgent(ctx, input, false, MODEL_LABEL)).text),
})
