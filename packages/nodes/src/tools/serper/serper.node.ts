import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const serper = defineNode({
  name: 'serper',
  label: 'Serper',
  version: 1,
  type: 'Serper',
  category: NodeCategories.Tools,
  description: 'Lets an agent search Google through the Serper API',
  baseClasses: ['Serper', 'Tool', 'StructuredTool', 'Runnable'],
  icon: 'tools/serper/serper.svg',
  credential: { credentialNames: ['serperApi'] },
  inputs: [],
})
