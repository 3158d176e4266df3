import { defineRuntime } from '../../runtime'
import { graphOf } from '../shared/sequential-graph'
import { seqEnd } from './seqEnd.node.js'

/** Where a branch of the graph ends. */
export default defineRuntime(seqEnd, {
  kind: 'supply',
  async supply(ctx) {
    return graphOf(ctx.inputs.sequentialNode, ctx.label).add({ kind: 'end', nodeId: ctx.nodeId })
  },
})
