import { rowsOf } from '../shared/v2-read'
import { defineAgentflowRuntime } from '../shared/v2-runtime'
import { conditionAgentflow } from './conditionAgentflow.node.js'
import { evaluateCondition } from './evaluate-condition'

/** The first condition that holds picks its output; none: the last output (Else). */
export default defineAgentflowRuntime(conditionAgentflow, async (ctx) => {
  const rows = rowsOf(ctx, 'conditions')
  const first = rows.findIndex((row) => evaluateCondition(row))
  const chosen = first === -1 ? rows.length : first
  return {
    output: {
      conditions: [...rows, { else: true }].map((row, index) => ({ ...row, isFulfilled: index === chosen })),
      content: chosen === rows.length ? 'Else' : `Condition ${chosen}`,
    },
    chosen,
  }
})
