import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { SEQ_ROUTED_FROM } from '../shared/seq-inputs'

export const seqLoop = defineNode({
  name: 'seqLoop',
  label: 'Loop',
  version: 2,
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
      type: SEQ_ROUTED_FROM,
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
