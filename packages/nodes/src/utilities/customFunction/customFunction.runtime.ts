import { defineRuntime } from '../../runtime'
import { readFunctionInputs, valueText } from '../../shared/function-inputs'
import { getString } from '../../shared/read-inputs'
import { customFunction } from './customFunction.node.js'

/** User JavaScript, run in the engine's QuickJS sandbox only. */
export default defineRuntime(customFunction, {
  kind: 'execute',
  async execute(ctx) {
    const value = await ctx.runCode(getString(ctx, 'javascriptFunction'), { inputs: readFunctionInputs(ctx) })
    return { text: valueText(value), ...(typeof value === 'object' && value !== null ? { json: value } : {}) }
  },
  supply: (ctx) => ctx.runCode(getString(ctx, 'javascriptFunction'), { inputs: readFunctionInputs(ctx) }),
})
