import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { topKParam } from '../../shared/inputs'

export const documentStoreVS = defineNode({
  name: 'documentStoreVS',
  label: 'Document Store (Vector)',
  version: 1,
  type: 'DocumentStoreVS',
  category: NodeCategories.VectorStores,
  capabilities: { documentStore: true },
  description: 'Searches the vectors of a document store of this unik (upsert the store first)',
  baseClasses: ['DocumentStoreVS', 'VectorStoreRetriever', 'BaseRetriever'],
  icon: 'vectorstores/documentStoreVS/documentStoreVS.svg',
  loadMethods: ['listStores'],
  inputs: [
    { label: 'Select Store', name: 'selectedStore', type: 'asyncOptions', loadMethod: 'listStores' },
    topKParam(),
  ],
  outputs: [
    {
      label: 'Retriever',
      name: 'retriever',
      baseClasses: ['DocumentStoreVS', 'VectorStoreRetriever', 'BaseRetriever'],
    },
  ],
})
