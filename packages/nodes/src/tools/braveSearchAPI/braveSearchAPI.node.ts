import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const braveSearchAPI = defineNode({
  name: 'braveSearchAPI',
  label: 'BraveSearch API',
  version: 1,
  type: 'BraveSearchAPI',
  category: NodeCategories.Tools,
  description: 'Lets an agent search the web through the Brave Search API',
  baseClasses: ['BraveSearchAPI', 'Tool', 'StructuredTool', 'Runnable'],
  icon: 'tools/braveSearchAPI/braveSearchAPI.svg',
  credential: { credentialNames: ['braveSearchApi'] },
  inputs: [],
})
