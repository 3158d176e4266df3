import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { conditionInput, SEQ_ROUTED_FROM } from '../shared/seq-inputs'

export const seqCondition = defineNode({
  name: 'seqCondition',
  label: 'Condition',
  version: 2.1,
  type: 'Condition',
  category: NodeCategories.SequentialAgents,
  capabilities: { sequential: true },
  description: 'Chooses the next step: one output per condition outcome, plus End',
  baseClasses: ['Condition'],
  icon: 'agentflow/seqCondition/seqCondition.svg',
  inputs: [
    {
      label: 'Condition Name',
      name: 'conditionName',
      type: 'string',
      placeholder: 'If X, then Y',
      optional: true,
    },
    {
      label: 'Sequential Node',
      name: 'sequentialNode',
      type: SEQ_ROUTED_FROM,
      list: true,
    },
    conditionInput('JavaScript returning the name of the output to follow'),
  ],
  outputs: [
    { label: 'Next', name: 'next', baseClasses: ['Condition'], isAnchor: true },
    { label: 'End', name: 'end', baseClasses: ['Condition'], isAnchor: true },
  ],
})
