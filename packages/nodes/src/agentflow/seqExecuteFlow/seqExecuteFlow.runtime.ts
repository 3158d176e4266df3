import { defineRuntime } from '../../runtime'
import { getBoolean, getJsonObject, getString } from '../../shared/read-inputs'
import { graphOf, returnAsOf } from '../shared/sequential-graph'
import { seqExecuteFlow } from './seqExecuteFlow.node.js'

/** A step asking another flow of the unik (the host runs it and refuses flows of other uniks). */
export default defineRuntime(seqExecuteFlow, {
  kind: 'supply',
  async supply(ctx) {
    return graphOf(ctx.inputs.sequentialNode, ctx.label).add({
      kind: 'executeFlow',
      nodeId: ctx.nodeId,
      name: getString(ctx, 'seqExecuteFlowName') || ctx.label,
      flowId: getString(ctx, 'selectedFlow'),
      input: getString(ctx, 'seqExecuteFlowInput'),
      newSession: getBoolean(ctx, 'startNewSession'),
      overrideConfig: getJsonObject(ctx, 'overrideConfig'),
      returnAs: returnAsOf(getString(ctx, 'returnValueAs')),
    })
  },
})
