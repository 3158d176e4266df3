import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { inputOf, inputsOf, legacyEmbeddingsAnchor, legacyNote } from '../legacy-inputs'
import { faiss } from '../faiss/faiss.node.js'

const basePath = inputOf(faiss, 'basePath')

/** Flowise's older "Faiss Load Existing Index"; runs the Faiss node's runtime, without documents. */
export const faissExistingIndex = defineNode({
  name: 'faissExistingIndex',
  label: 'Faiss Load Existing Index',
  version: 1,
  type: 'Faiss',
  category: NodeCategories.VectorStores,
  description: `Searches the documents already stored in a Faiss index saved on the server, writing nothing ${legacyNote('Faiss')}`,
  baseClasses: ['Faiss', 'VectorStoreRetriever', 'BaseRetriever'],
  icon: 'vectorstores/faissExistingIndex/faissExistingIndex.svg',
  badge: 'DEPRECATING',
  inputs: [legacyEmbeddingsAnchor, basePath, ...inputsOf(faiss, ['topK'])],
  outputs: faiss.outputs,
})
