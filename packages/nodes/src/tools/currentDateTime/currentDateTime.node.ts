import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const currentDateTime = defineNode({
  name: 'currentDateTime',
  label: 'CurrentDateTime',
  version: 1,
  type: 'CurrentDateTime',
  category: NodeCategories.Tools,
  description: 'Get todays day, date and time.',
  baseClasses: ['CurrentDateTime', 'Tool'],
  icon: 'tools/currentDateTime/currentDateTime.svg',
  inputs: [],
})
