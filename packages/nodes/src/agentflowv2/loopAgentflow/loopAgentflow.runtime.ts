import { NodeInputError, getNumber } from '../../shared/read-inputs'
import { inputText } from '../shared/v2-read'
import { defineAgentflowRuntime } from '../shared/v2-runtime'
import { loopAgentflow } from './loopAgentflow.node.js'

/** Flowise stores the target as `<node id>-<label>`; node ids have no `-`. */
export const loopTargetOf = (value: string) => value.split('-')[0]?.trim() ?? ''

/** Sends the run back to the chosen node; the executor counts the rounds and answers the fallback. */
export default defineAgentflowRuntime(loopAgentflow, async (ctx) => {
  const nodeId = loopTargetOf(inputText(ctx, 'loopBackToNode'))
  if (!nodeId) throw new NodeInputError('Choose the node to loop back to')
  const max = getNumber(ctx, 'maxLoopCount', 5)
  const fallback = inputText(ctx, 'fallbackMessage') || `Stopped after ${max} loops.`
  return { output: { nodeID: nodeId, maxLoopCount: max, content: '' }, loopTo: { nodeId, max, fallback } }
})
