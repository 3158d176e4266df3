import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { inputsOf, legacyEmbeddingsAnchor, legacyNote } from '../legacy-inputs'
import { chroma } from '../chroma/chroma.node.js'

/** Flowise's older "Chroma Load Existing Index"; runs the Chroma node's runtime, without documents. */
export const chromaExistingIndex = defineNode({
  name: 'chromaExistingIndex',
  label: 'Chroma Load Existing Index',
  version: 1,
  type: 'Chroma',
  category: NodeCategories.VectorStores,
  description: `Searches the documents already stored in a Chroma collection, writing nothing ${legacyNote('Chroma')}`,
  baseClasses: ['Chroma', 'VectorStoreRetriever', 'BaseRetriever'],
  icon: 'vectorstores/chromaExistingIndex/chromaExistingIndex.svg',
  badge: 'DEPRECATING',
  credential: { credentialNames: ['chromaApi'], optional: true },
  inputs: [
    legacyEmbeddingsAnchor,
    ...inputsOf(chroma, ['collectionName', 'chromaURL', 'chromaMetadataFilter', 'topK']),
  ],
  outputs: chroma.outputs,
})
