import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { documentOutputs } from '../../shared/inputs'

export const documentStore = defineNode({
  name: 'documentStore',
  label: 'Document Store',
  version: 1,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description: 'Loads the chunks of a document store prepared in this unik',
  baseClasses: ['Document'],
  icon: 'documentloaders/documentStore/documentStore.svg',
  loadMethods: ['listStores'],
  inputs: [{ label: 'Select Store', name: 'selectedStore', type: 'asyncOptions', loadMethod: 'listStores' }],
  outputs: documentOutputs,
})
