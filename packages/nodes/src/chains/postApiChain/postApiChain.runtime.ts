import { defineRuntime } from '../../runtime'
import { runApiChain } from '../../shared/api-chain'
import { FlowChain } from '../../shared/flow-chain'
import { postApiChain } from './postApiChain.node.js'

export default defineRuntime(postApiChain, {
  kind: 'execute',
  execute: (ctx) => runApiChain(ctx, 'POST', ctx.question, true),
  supply: async (ctx) =>
    new FlowChain(ctx.label, async (input) => (await runApiChain(ctx, 'POST', input, false)).text),
})
