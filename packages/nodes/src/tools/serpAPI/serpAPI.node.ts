import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const serpAPI = defineNode({
  name: 'serpAPI',
  label: 'Serp API',
  version: 1,
  type: 'SerpAPI',
  category: NodeCategories.Tools,
  description: 'Lets an agent search the web through SerpAPI',
  baseClasses: ['SerpAPI', 'Tool', 'StructuredTool'],
  icon: 'tools/serpAPI/serpAPI.svg',
  credential: { credentialNames: ['serpApi'] },
  inputs: [],
})
