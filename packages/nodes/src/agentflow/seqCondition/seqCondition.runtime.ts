import { defineRuntime } from '../../runtime'
import { getString } from '../../shared/read-inputs'
import { readConditionRows } from '../shared/read-grid'
import { graphOf } from '../shared/sequential-graph'
import { selectedTab } from '../shared/read-seq-inputs'
import { CONDITION_TAB_IDENTIFIER } from '../shared/seq-inputs'
import { seqCondition } from './seqCondition.node.js'

/** Picks the branch after its predecessor: the table's first row that holds, or the code's returned output name. */
export default defineRuntime(seqCondition, {
  kind: 'supply',
  async supply(ctx) {
    const tab = selectedTab(ctx, CONDITION_TAB_IDENTIFIER)
    const code = tab === 'conditionFunction' ? getString(ctx, 'conditionFunction') : ''
    return graphOf(ctx.inputs.sequentialNode, ctx.label).add({
      kind: 'condition',
      nodeId: ctx.nodeId,
      name: getString(ctx, 'conditionName') || ctx.label,
      rows: code ? [] : readConditionRows(ctx.inputs.conditionUI),
      code,
    })
  },
})
