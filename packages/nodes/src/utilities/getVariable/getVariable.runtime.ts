import { defineRuntime } from '../../runtime'
import { valueText } from '../../shared/function-inputs'
import { getString } from '../../shared/read-inputs'
import { getVariable } from './getVariable.node.js'

/** The value a Set Variable node kept under the name in this run (undefined when none did). */
export default defineRuntime(getVariable, {
  kind: 'execute',
  execute: async (ctx) => ({ text: valueText(ctx.runVariables.get(getString(ctx, 'variableName').trim())) }),
  supply: async (ctx) => ctx.runVariables.get(getString(ctx, 'variableName').trim()),
})
