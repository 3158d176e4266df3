import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

const anyValue = ['string', 'number', 'boolean', 'json', 'array']

export const ifElseFunction = defineNode({
  name: 'ifElseFunction',
  label: 'IfElse Function',
  version: 2,
  capabilities: { branches: true },
  type: 'IfElseFunction',
  category: NodeCategories.Utilities,
  description: 'Sends the flow down the True or the False branch depending on your JavaScript',
  baseClasses: ['IfElseFunction', 'Utilities'],
  tags: ['Utilities'],
  icon: 'utilities/ifElseFunction/ifElseFunction.svg',
  inputs: [
    {
      label: 'Input Variables',
      name: 'functionInputVariables',
      type: 'json',
      description: 'Values the code reads as $name',
      optional: true,
      acceptVariable: true,
      list: true,
    },
    { label: 'IfElse Name', name: 'functionName', type: 'string', placeholder: 'If Else', optional: true },
    {
      label: 'If Function',
      name: 'ifFunction',
      type: 'code',
      description: 'Runs first; a truthy return value takes the True branch with that value',
      rows: 2,
      default: 'if ($input.length > 0) {\n    return $input;\n}',
    },
    {
      label: 'Else Function',
      name: 'elseFunction',
      type: 'code',
      description: 'Runs otherwise; its return value goes down the False branch',
      rows: 2,
      default: 'return false;',
    },
  ],
  outputs: [
    { label: 'True', name: 'returnTrue', baseClasses: anyValue, isAnchor: true },
    { label: 'False', name: 'returnFalse', baseClasses: anyValue, isAnchor: true },
  ],
})
