import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const customListOutputParser = defineNode({
  name: 'customListOutputParser',
  label: 'Custom List Output Parser',
  version: 1,
  type: 'CustomListOutputParser',
  category: NodeCategories.OutputParsers,
  description: 'Parses the model answer as a list of values split by your separator',
  baseClasses: ['CustomListOutputParser', 'BaseLLMOutputParser', 'Runnable'],
  icon: 'outputparsers/customListOutputParser/customListOutputParser.svg',
  inputs: [
    {
      label: 'Length',
      name: 'length',
      type: 'number',
      step: 1,
      description: 'How many values the answer must have; empty: any number',
      optional: true,
    },
    {
      label: 'Separator',
      name: 'separator',
      type: 'string',
      description: 'What separates the values',
      default: ',',
      optional: true,
    },
    {
      label: 'Autofix',
      name: 'autofixParser',
      type: 'boolean',
      description: 'On a parse error, ask the model once more to fix its answer',
      optional: true,
    },
  ],
})
