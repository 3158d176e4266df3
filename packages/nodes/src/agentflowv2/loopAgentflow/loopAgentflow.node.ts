import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { updateStateInput } from '../shared/v2-inputs'

export const loopAgentflow = defineNode({
  name: 'loopAgentflow',
  label: 'Loop',
  version: 1.2,
  type: 'Loop',
  category: NodeCategories.AgentFlows,
  capabilities: { agentflowV2: { canvasType: 'agentFlow', outputs: 'none', color: '#FFA07A' } },
  description:
    'Goes back to an earlier node, at most a number of times, then answers with its fallback message',
  baseClasses: ['Loop'],
  icon: 'agentflowv2/loopAgentflow/loopAgentflow.svg',
  hideOutput: true,
  loadMethods: ['listPreviousNodes', 'listRuntimeStateKeys'],
  inputs: [
    {
      label: 'Loop Back To',
      name: 'loopBackToNode',
      type: 'asyncOptions',
      loadMethod: 'listPreviousNodes',
      freeSolo: true,
      description: 'The node to run again (`<node id>-<label>`)',
    },
    { label: 'Max Loop Count', name: 'maxLoopCount', type: 'number', default: 5 },
    {
      label: 'Fallback Message',
      name: 'fallbackMessage',
      type: 'string',
      optional: true,
      acceptVariable: true,
      description: 'The answer once the loop ran its maximum count',
    },
    updateStateInput('loopUpdateState'),
  ],
})
