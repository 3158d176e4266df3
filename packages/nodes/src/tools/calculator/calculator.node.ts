import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const calculator = defineNode({
  name: 'calculator',
  label: 'Calculator',
  version: 1,
  type: 'Calculator',
  category: NodeCategories.Tools,
  description: 'Lets an agent evaluate arithmetic expressions',
  baseClasses: ['Calculator', 'Tool', 'StructuredTool', 'BaseLangChain'],
  icon: 'tools/calculator/calculator.svg',
  inputs: [],
})
