import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { inputsOf, legacyDocumentAnchor, legacyEmbeddingsAnchor, legacyNote } from '../legacy-inputs'
import { chroma } from '../chroma/chroma.node.js'

/** Flowise's older "Chroma Upsert Document"; runs the Chroma node's runtime, writing on every run. */
export const chromaUpsert = defineNode({
  name: 'chromaUpsert',
  label: 'Chroma Upsert Document',
  version: 1,
  type: 'Chroma',
  category: NodeCategories.VectorStores,
  description: `Writes the connected documents to a Chroma collection, each time it runs, then searches it ${legacyNote('Chroma')}`,
  baseClasses: ['Chroma', 'VectorStoreRetriever', 'BaseRetriever'],
  icon: 'vectorstores/chromaUpsert/chromaUpsert.svg',
  badge: 'DEPRECATING',
  credential: { credentialNames: ['chromaApi'], optional: true },
  inputs: [
    legacyDocumentAnchor,
    legacyEmbeddingsAnchor,
    ...inputsOf(chroma, ['collectionName', 'chromaURL', 'topK']),
  ],
  outputs: chroma.outputs,
})
