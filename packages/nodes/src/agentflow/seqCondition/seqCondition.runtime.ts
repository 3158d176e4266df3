import { defineRuntime } from '../../runtime'
import { getString } from '../../shared/read-inputs'
import { graphOf, type TConditionRow } from '../shared/sequential-graph'
import { CONDITION_TAB_IDENTIFIER, seqCondition } from './seqCondition.node.js'

const text = (row: Record<string, unknown>, key: string) => (typeof row[key] === 'string' ? row[key] : '')

function readRows(value: unknown): TConditionRow[] {
  let rows: unknown = value
  if (typeof value === 'string') {
    try {
      rows = JSON.parse(value)
    } catch {
      rows = []
    }
  }
  if (!Array.isArray(rows)) return []
  return rows
    .filter((r): r is Record<string, unknown> => r !== null && typeof r === 'object')
    .map((r) => ({
      variable: text(r, 'variable'),
      operation: text(r, 'operation'),
      value: text(r, 'value'),
      output: text(r, 'output'),
    }))
}

/** Picks the branch after its predecessor: the table's first row that holds, or the code's returned output name. */
export default defineRuntime(seqCondition, {
  kind: 'supply',
  async supply(ctx) {
    const tab = ctx.inputs[`${CONDITION_TAB_IDENTIFIER}_${ctx.nodeId}`]
    const code = tab === 'conditionFunction' ? getString(ctx, 'conditionFunction') : ''
    return graphOf(ctx.inputs.sequentialNode, ctx.label).add({
      kind: 'condition',
      nodeId: ctx.nodeId,
      name: getString(ctx, 'conditionName') || ctx.label,
      rows: code ? [] : readRows(ctx.inputs.conditionUI),
      code,
    })
  },
})
