import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const googleCustomSearch = defineNode({
  name: 'googleCustomSearch',
  label: 'Google Custom Search',
  version: 1,
  type: 'GoogleCustomSearchAPI',
  category: NodeCategories.Tools,
  description: 'Lets an agent search the web through a Google Programmable Search Engine',
  baseClasses: ['GoogleCustomSearchAPI', 'Tool', 'StructuredTool', 'Runnable'],
  icon: 'tools/googleCustomSearch/googleCustomSearch.svg',
  credential: { credentialNames: ['googleCustomSearchApi'] },
  inputs: [],
})
