import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const seqEnd = defineNode({
  name: 'seqEnd',
  label: 'End',
  version: 2.1,
  type: 'End',
  category: NodeCategories.SequentialAgents,
  capabilities: { sequential: true },
  description: 'Ends the agent flow; the last answer goes to the user',
  baseClasses: ['End'],
  icon: 'agentflow/seqEnd/seqEnd.svg',
  hideOutput: true,
  inputs: [
    {
      label: 'Sequential Node',
      name: 'sequentialNode',
      type: 'Agent | Condition | LLMNode | ToolNode | CustomFunction | ExecuteFlow',
    },
  ],
})
