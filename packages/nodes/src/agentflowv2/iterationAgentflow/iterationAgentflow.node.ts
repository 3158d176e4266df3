import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const iterationAgentflow = defineNode({
  name: 'iterationAgentflow',
  label: 'Iteration',
  version: 1,
  type: 'Iteration',
  category: NodeCategories.AgentFlows,
  capabilities: { agentflowV2: { canvasType: 'iteration', outputs: 'one', color: '#9C89B8' } },
  description: 'Runs the nodes placed inside it once per item of an array; {{ $iteration }} is the item',
  baseClasses: ['Iteration'],
  icon: 'agentflowv2/iterationAgentflow/iterationAgentflow.svg',
  inputs: [
    {
      label: 'Array Input',
      name: 'iterationInput',
      type: 'string',
      acceptVariable: true,
      rows: 4,
      description: 'A JSON array, usually a reference such as {{ $flow.state.items }}',
    },
  ],
})
