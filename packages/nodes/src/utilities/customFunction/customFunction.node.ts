import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const customFunction = defineNode({
  name: 'customFunction',
  label: 'Custom JS Function',
  version: 3,
  type: 'CustomFunction',
  category: NodeCategories.Utilities,
  description: 'Runs your JavaScript in a sandbox; its return value feeds the next node or answers the chat',
  baseClasses: ['CustomFunction', 'Utilities'],
  tags: ['Utilities'],
  icon: 'utilities/customFunction/customFunction.svg',
  inputs: [
    {
      label: 'Input Variables',
      name: 'functionInputVariables',
      type: 'json',
      description: 'Values the code reads as $name, e.g. {"answer": "{{llmChain_0.data.instance}}"}',
      optional: true,
      acceptVariable: true,
      list: true,
    },
    {
      label: 'Function Name',
      name: 'functionName',
      type: 'string',
      placeholder: 'My Function',
      optional: true,
    },
    {
      label: 'Additional Tools',
      name: 'tools',
      type: 'Tool',
      description: 'Tools the code may call through $tools',
      list: true,
      optional: true,
    },
    {
      label: 'Javascript Function',
      name: 'javascriptFunction',
      type: 'code',
      codeExample: 'const input = $input\nreturn `You said: ${input}`',
    },
  ],
  outputs: [
    { label: 'Output', name: 'output', baseClasses: ['string', 'number', 'boolean', 'json', 'array'] },
    {
      label: 'Ending Node',
      name: 'EndingNode',
      description: 'The function’s result is the chat answer',
      baseClasses: ['CustomFunction'],
    },
  ],
})
