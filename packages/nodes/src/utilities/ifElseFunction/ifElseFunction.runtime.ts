import { defineRuntime } from '../../runtime'
import type { TNodeContext } from '../../context'
import { FlowBranch } from '../../shared/flow-branch'
import { readFunctionInputs, valueText } from '../../shared/function-inputs'
import { getString } from '../../shared/read-inputs'
import { ifElseFunction } from './ifElseFunction.node.js'

/** Runs the If function; a falsy result runs the Else function. Both in the sandbox. */
async function decide(ctx: TNodeContext): Promise<{ branch: 'returnTrue' | 'returnFalse'; value: unknown }> {
  const inputs = readFunctionInputs(ctx)
  const value = await ctx.runCode(getString(ctx, 'ifFunction'), { inputs })
  if (value) return { branch: 'returnTrue', value }
  return { branch: 'returnFalse', value: await ctx.runCode(getString(ctx, 'elseFunction'), { inputs }) }
}

export default defineRuntime(ifElseFunction, {
  kind: 'execute',
  async execute(ctx) {
    const { value } = await decide(ctx)
    return { text: valueText(value) }
  },
  /** In the middle of a flow: the engine follows the branch taken and skips the other one. */
  async supply(ctx) {
    const { branch, value } = await decide(ctx)
    return new FlowBranch(branch, value)
  },
})
