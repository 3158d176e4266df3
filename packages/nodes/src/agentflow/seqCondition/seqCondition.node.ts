import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

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
      label: 'Start | Agent | LLM | Tool Node',
      name: 'sequentialNode',
      type: 'Start | Agent | LLMNode | ToolNode',
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
              valueOptions: [
                'Contains',
                'Not Contains',
                'Start With',
                'End With',
                'Is',
                'Is Not',
                'Is Empty',
                'Is Not Empty',
                'Greater Than',
                'Less Than',
                'Equal To',
                'Not Equal To',
                'Greater Than or Equal To',
                'Less Than or Equal To',
              ],
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
