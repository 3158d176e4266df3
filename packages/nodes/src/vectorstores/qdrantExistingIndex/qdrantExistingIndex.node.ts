import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { inputsOf, legacyEmbeddingsAnchor, legacyNote, qdrantLegacyInputs } from '../legacy-inputs'
import { qdrant } from '../qdrant/qdrant.node.js'

/** Flowise's older "Qdrant Load Existing Index"; runs the Qdrant node's runtime, without documents. */
export const qdrantExistingIndex = defineNode({
  name: 'qdrantExistingIndex',
  label: 'Qdrant Load Existing Index',
  version: 2,
  type: 'Qdrant',
  category: NodeCategories.VectorStores,
  description: `Searches the documents already stored in a Qdrant collection, writing nothing ${legacyNote('Qdrant')}`,
  baseClasses: ['Qdrant', 'VectorStoreRetriever', 'BaseRetriever'],
  icon: 'vectorstores/qdrantExistingIndex/qdrantExistingIndex.svg',
  badge: 'DEPRECATING',
  credential: { credentialNames: ['qdrantApi'], optional: true },
  inputs: [
    legacyEmbeddingsAnchor,
    ...inputsOf(qdrant, ['qdrantServerUrl', 'qdrantCollection']),
    qdrantLegacyInputs.vectorDimension,
    qdrantLegacyInputs.similarity,
    qdrantLegacyInputs.collectionConfiguration,
    ...inputsOf(qdrant, ['topK', 'qdrantFilter']),
  ],
  outputs: qdrant.outputs,
})
