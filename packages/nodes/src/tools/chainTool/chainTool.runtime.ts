import { defineRuntime } from '../../runtime'
import { FlowChain } from '../../shared/flow-chain'
import { getBoolean, getInstance, getString } from '../../shared/read-inputs'
import { toolName } from '../../shared/tool-schema'
import { chainTool } from './chainTool.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreTools = lazyImport(() => import('@langchain/core/tools'))

/** A chain node's "chain" output offered to an agent: the tool input becomes the chain's question. */
export default defineRuntime(chainTool, {
  kind: 'supply',
  async supply(ctx) {
    const { DynamicTool } = await langchainCoreTools()
    const chain = getInstance(ctx, 'baseChain', FlowChain, 'Base Chain')
    return new DynamicTool({
      name: toolName(getString(ctx, 'name'), toolName(chain.name, 'chain')),
      description: getString(ctx, 'description') || `Runs the chain ${chain.name}`,
      returnDirect: getBoolean(ctx, 'returnDirect'),
      func: (input: string, _run, config) => chain.run(input, config?.signal ?? ctx.signal),
    })
  },
})
