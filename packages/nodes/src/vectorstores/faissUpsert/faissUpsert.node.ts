import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { inputOf, inputsOf, legacyDocumentAnchor, legacyEmbeddingsAnchor, legacyNote } from '../legacy-inputs'
import { faiss } from '../faiss/faiss.node.js'

const basePath = inputOf(faiss, 'basePath')

/** Flowise's older "Faiss Upsert Document"; runs the Faiss node's runtime, writing on every run. */
export const faissUpsert = defineNode({
  name: 'faissUpsert',
  label: 'Faiss Upsert Document',
  version: 1,
  type: 'Faiss',
  category: NodeCategories.VectorStores,
  description: `Writes the connected documents to a Faiss index saved on the server, each time it runs, then searches it ${legacyNote('Faiss')}`,
  baseClasses: ['Faiss', 'VectorStoreRetriever', 'BaseRetriever'],
  icon: 'vectorstores/faissUpsert/faissUpsert.svg',
  badge: 'DEPRECATING',
  inputs: [
    legacyDocumentAnchor,
    legacyEmbeddingsAnchor,
    { ...basePath, label: 'Base Path to store' },
    ...inputsOf(faiss, ['topK']),
  ],
  outputs: faiss.outputs,
})
