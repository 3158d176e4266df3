import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { valueTypeField } from '../shared/v2-inputs'

const stringOperations = [
  { label: 'Contains', name: 'contains' },
  { label: 'Ends With', name: 'endsWith' },
  { label: 'Equal', name: 'equal' },
  { label: 'Not Contains', name: 'notContains' },
  { label: 'Not Equal', name: 'notEqual' },
  { label: 'Regex', name: 'regex' },
  { label: 'Starts With', name: 'startsWith' },
  { label: 'Is Empty', name: 'isEmpty' },
  { label: 'Not Empty', name: 'notEmpty' },
]
// Numbers compare with these too; equal, notEqual, isEmpty and notEmpty are shared.
const numberOperations = [
  { label: 'Smaller', name: 'smaller' },
  { label: 'Smaller Equal', name: 'smallerEqual' },
  { label: 'Larger', name: 'larger' },
  { label: 'Larger Equal', name: 'largerEqual' },
]

export const conditionAgentflow = defineNode({
  name: 'conditionAgentflow',
  label: 'Condition',
  version: 1,
  type: 'Condition',
  category: NodeCategories.AgentFlows,
  capabilities: {
    agentflowV2: {
      canvasType: 'agentFlow',
      outputs: { perItemOf: 'conditions', plusElse: true },
      color: '#FFB938',
    },
  },
  description: 'Takes the branch of the first condition that holds, else the last (Else) branch',
  baseClasses: ['Condition'],
  icon: 'agentflowv2/conditionAgentflow/conditionAgentflow.svg',
  inputs: [
    {
      label: 'Conditions',
      name: 'conditions',
      type: 'array',
      acceptVariable: true,
      description: 'Each condition has its own output; the last output is taken when none holds',
      default: [{ type: 'string', value1: '', operation: 'equal', value2: '' }],
      array: [
        valueTypeField(),
        { label: 'Value 1', name: 'value1', type: 'string', default: '', acceptVariable: true },
        {
          label: 'Operation',
          name: 'operation',
          type: 'options',
          default: 'equal',
          options: [...stringOperations, ...numberOperations],
        },
        { label: 'Value 2', name: 'value2', type: 'string', default: '', acceptVariable: true },
      ],
    },
  ],
})
