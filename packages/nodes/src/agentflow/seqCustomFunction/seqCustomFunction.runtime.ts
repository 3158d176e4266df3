import { defineRuntime } from '../../runtime'
import { getJsonObject, getString } from '../../shared/read-inputs'
import { graphOf, returnAsOf } from '../shared/sequential-graph'
import { seqCustomFunction } from './seqCustomFunction.node.js'

/** A step running the node's JavaScript in the sandbox; its answer is a message or state keys. */
export default defineRuntime(seqCustomFunction, {
  kind: 'supply',
  async supply(ctx) {
    const code = getString(ctx, 'javascriptFunction')
    if (!code.trim()) throw new Error(`${ctx.label} has no JavaScript function`)
    return graphOf(ctx.inputs.sequentialNode, ctx.label).add({
      kind: 'function',
      nodeId: ctx.nodeId,
      name: getString(ctx, 'functionName') || ctx.label,
      code,
      inputs: getJsonObject(ctx, 'functionInputVariables'),
      returnAs: returnAsOf(getString(ctx, 'returnValueAs')),
    })
  },
})
