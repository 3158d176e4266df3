import { defineRuntime } from '../../runtime'
import { getString } from '../../shared/read-inputs'
import { graphOf } from '../shared/sequential-graph'
import { seqLoop } from './seqLoop.node.js'

/** Sends the run back to the named step (the graph's recursion limit stops a loop that never ends). */
export default defineRuntime(seqLoop, {
  kind: 'supply',
  async supply(ctx) {
    const to = getString(ctx, 'loopToName').trim()
    if (!to) throw new Error(`${ctx.label} needs the name of the node to loop back to`)
    return graphOf(ctx.inputs.sequentialNode, ctx.label).add({
      kind: 'loop',
      nodeId: ctx.nodeId,
      name: ctx.label,
      to,
    })
  },
})
