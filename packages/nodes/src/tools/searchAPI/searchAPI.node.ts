import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const searchAPI = defineNode({
  name: 'searchAPI',
  label: 'SearchApi',
  version: 1,
  type: 'SearchAPI',
  category: NodeCategories.Tools,
  description: 'Lets an agent search the web (Google) through SearchApi',
  baseClasses: ['SearchAPI', 'Tool', 'StructuredTool', 'Runnable'],
  icon: 'tools/searchAPI/searchAPI.svg',
  credential: { credentialNames: ['searchApi'] },
  inputs: [],
})
