import { defineRuntime } from '../../runtime'
import { valueText } from '../../shared/function-inputs'
import { getBoolean, getString, NodeInputError } from '../../shared/read-inputs'
import { schemaFromPropertyList, toolName } from '../../shared/tool-schema'
import { customTool } from './customTool.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreTools = lazyImport(() => import('@langchain/core/tools'))

/**
 * A tool saved in the unik (`getTool(id)`): its JavaScript runs in the engine's QuickJS sandbox with
 * the arguments as `$property` variables beside `$vars` and `$flow`; `fetch` there is the guarded one.
 * The hidden `customTool*` inputs, when set (overrideConfig), replace the saved fields.
 */
export default defineRuntime(customTool, {
  kind: 'supply',
  async supply(ctx) {
    const { DynamicStructuredTool } = await langchainCoreTools()
    const id = getString(ctx, 'selectedTool')
    const saved = id ? await ctx.getTool(id) : undefined
    const name = getString(ctx, 'customToolName') || saved?.name || ''
    const func = getString(ctx, 'customToolFunc') || saved?.func || ''
    if (!name || !func) throw new NodeInputError(id ? `Tool ${id} was not found` : 'No tool is selected')
    const schema = schemaFromPropertyList(getString(ctx, 'customToolSchema') || saved?.schema || '')
    return new DynamicStructuredTool({
      name: toolName(name, 'custom_tool'),
      description: getString(ctx, 'customToolDesc') || saved?.description || name,
      schema,
      returnDirect: getBoolean(ctx, 'returnDirect'),
      func: async (args: Record<string, unknown>) => valueText(await ctx.runCode(func, { inputs: args })),
    })
  },
})
