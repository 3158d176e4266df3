import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  inputsOf,
  legacyDocumentAnchor,
  legacyEmbeddingsAnchor,
  legacyNote,
  qdrantLegacyInputs,
} from '../legacy-inputs'
import { qdrant } from '../qdrant/qdrant.node.js'

/** Flowise's older "Qdrant Upsert Document"; runs the Qdrant node's runtime, writing on every run. */
export const qdrantUpsert = defineNode({
  name: 'qdrantUpsert',
  label: 'Qdrant Upsert Document',
  version: 3,
  type: 'Qdrant',
  category: NodeCategories.VectorStores,
  description: `Writes the connected documents to a Qdrant collection, each time it runs, then searches it ${legacyNote('Qdrant')}`,
  baseClasses: ['Qdrant', 'VectorStoreRetriever', 'BaseRetriever'],
  icon: 'vectorstores/qdrantUpsert/qdrantUpsert.svg',
  badge: 'DEPRECATING',
  credential: { credentialNames: ['qdrantApi'], optional: true },
  inputs: [
    legacyDocumentAnchor,
    legacyEmbeddingsAnchor,
    ...inputsOf(qdrant, ['qdrantServerUrl', 'qdrantCollection']),
    qdrantLegacyInputs.vectorDimension,
    qdrantLegacyInputs.batchSize,
    qdrantLegacyInputs.similarity,
    ...inputsOf(qdrant, ['topK', 'qdrantFilter']),
  ],
  outputs: qdrant.outputs,
})
