import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const getVariable = defineNode({
  name: 'getVariable',
  label: 'Get Variable',
  version: 2,
  type: 'GetVariable',
  category: NodeCategories.Utilities,
  description: 'Reads a value a Set Variable node kept earlier in this run',
  baseClasses: ['GetVariable', 'Utilities'],
  tags: ['Utilities'],
  icon: 'utilities/getVariable/getVariable.svg',
  inputs: [{ label: 'Variable Name', name: 'variableName', type: 'string', placeholder: 'var1' }],
  outputs: [
    { label: 'Output', name: 'output', baseClasses: ['string', 'number', 'boolean', 'json', 'array'] },
  ],
})
