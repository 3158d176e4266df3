import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

const anyValue = ['string', 'number', 'boolean', 'json', 'array']

export const setVariable = defineNode({
  name: 'setVariable',
  label: 'Set Variable',
  version: 2.1,
  type: 'SetVariable',
  category: NodeCategories.Utilities,
  description: 'Keeps a value under a name for this run, for Get Variable nodes later in the flow',
  baseClasses: ['SetVariable', 'Utilities'],
  tags: ['Utilities'],
  icon: 'utilities/setVariable/setVariable.svg',
  inputs: [
    {
      label: 'Input',
      name: 'input',
      type: 'string | number | boolean | json | array',
      optional: true,
      list: true,
    },
    { label: 'Variable Name', name: 'variableName', type: 'string', placeholder: 'var1' },
    {
      label: 'Show Output',
      name: 'showOutput',
      type: 'boolean',
      description: 'Show the value in the prediction answer',
      optional: true,
      additionalParams: true,
    },
  ],
  outputs: [{ label: 'Output', name: 'output', baseClasses: anyValue }],
})
