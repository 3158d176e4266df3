import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { conditionOperations, SEQ_ROUTED_FROM } from '../shared/seq-inputs'

/** Where the canvas stores which tab of the condition editor is in use (`${tabIdentifier}_${nodeId}`). */
export const CONDITION_TAB_IDENTIFIER = 'selectedConditionFunctionTab'

export const seqCondition = defineNode({
  name: 'seqCondition',
  label: 'Condition',
  version: 2,
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
    {
      label: 'Condition',
      name: 'condition',
      type: 'conditionFunction',
      tabIdentifier: CONDITION_TAB_IDENTIFIER,
      tabs: [
        {
          label: 'Condition (Table)',
          name: 'conditionUI',
          type: 'datagrid',
          description: 'Rows checked in order; the first that holds picks its output',
          optional: true,
          datagrid: [
            { field: 'variable', headerName: 'Variable', type: 'freeSolo', editable: true },
            {
              field: 'operation',
              headerName: 'Operation',
              type: 'singleSelect',
              valueOptions: conditionOperations,
              editable: true,
            },
            { field: 'value', headerName: 'Value', editable: true },
            { field: 'output', headerName: 'Output Name', editable: true },
          ],
        },
        {
          label: 'Condition (Code)',
          name: 'conditionFunction',
          type: 'code',
          description: 'JavaScript returning the name of the output to follow',
          optional: true,
        },
      ],
    },
  ],
  outputs: [
    { label: 'Next', name: 'next', baseClasses: ['Condition'], isAnchor: true },
    { label: 'End', name: 'end', baseClasses: ['Condition'], isAnchor: true },
  ],
})
