import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const seqLoop = defineNode({
  name: 'seqLoop',
  label: 'Loop',
  version: 2.1,
  type: 'Loop',
  category: NodeCategories.SequentialAgents,
  capabilities: { sequential: true },
  description: 'Goes back to an earlier Agent or LLM Node, by its name',
  baseClasses: ['Loop'],
  icon: 'agentflow/seqLoop/seqLoop.svg',
  hideOutput: true,
  inputs: [
    {
      label: 'Sequential Node',
      name: 'sequentialNode',
      type: 'Agent | Condition | LLMNode | ToolNode | CustomFunction | ExecuteFlow',
      list: true,
    },
    {
      label: 'Loop To',
      name: 'loopToName',
      type: 'string',
      description: 'Name of the Agent or LLM Node to go back to',
      placeholder: 'agent1',
    },
  ],
})
