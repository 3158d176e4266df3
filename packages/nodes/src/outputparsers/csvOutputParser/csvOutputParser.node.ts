import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const csvOutputParser = defineNode({
  name: 'csvOutputParser',
  label: 'CSV Output Parser',
  version: 1,
  type: 'CSVListOutputParser',
  category: NodeCategories.OutputParsers,
  description: 'Parses the model answer as a list of comma-separated values',
  baseClasses: ['CSVListOutputParser', 'BaseLLMOutputParser', 'Runnable'],
  icon: 'outputparsers/csvOutputParser/csvOutputParser.svg',
  inputs: [
    {
      label: 'Autofix',
      name: 'autofixParser',
      type: 'boolean',
      description: 'On a parse error, ask the model once more to fix its answer',
      optional: true,
    },
  ],
})
