import { defineRuntime } from '../../runtime'
import { runApiChain } from '../../shared/api-chain'
import { FlowChain } from '../../shared/flow-chain'
import { getApiChain } from './getApiChain.node.js'

export default defineRuntime(getApiChain, {
  kind: 'execute',
  execute: (ctx) => runApiChain(ctx, 'GET', ctx.question, true),
  supply: async (ctx) =>
    new FlowChain(ctx.label, async (input) => (await runApiChain(ctx, 'GET', input, false)).text),
})
