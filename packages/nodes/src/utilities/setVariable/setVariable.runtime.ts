import type { TNodeContext } from '../../context'
import { defineRuntime } from '../../runtime'
import { valueText } from '../../shared/function-inputs'
import { getString, NodeInputError } from '../../shared/read-inputs'
import { setVariable } from './setVariable.node.js'

/** The input (one value, or the list) kept under the name for the rest of the run, and passed on. */
function keep(ctx: TNodeContext): unknown {
  const name = getString(ctx, 'variableName').trim()
  if (!name) throw new NodeInputError('Give the variable a name')
  const raw = ctx.inputs.input
  const value = Array.isArray(raw) && raw.length === 1 ? raw[0] : raw
  ctx.runVariables.set(name, value)
  return value
}

export default defineRuntime(setVariable, {
  kind: 'execute',
  execute: async (ctx) => ({ text: valueText(keep(ctx)) }),
  supply: async (ctx) => keep(ctx),
})
