import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { inputsOf, legacyEmbeddingsAnchor, legacyNote } from '../legacy-inputs'
import { pinecone } from '../pinecone/pinecone.node.js'

/** Flowise's older "Pinecone Load Existing Index"; runs the Pinecone node's runtime without documents. */
export const pineconeExistingIndex = defineNode({
  name: 'pineconeExistingIndex',
  label: 'Pinecone Load Existing Index',
  version: 1,
  type: 'Pinecone',
  category: NodeCategories.VectorStores,
  description: `Searches the documents already stored in a Pinecone index, writing nothing ${legacyNote('Pinecone')}`,
  baseClasses: ['Pinecone', 'VectorStoreRetriever', 'BaseRetriever'],
  icon: 'vectorstores/pineconeExistingIndex/pineconeExistingIndex.svg',
  badge: 'DEPRECATING',
  credential: { credentialNames: ['pineconeApi'] },
  inputs: [
    legacyEmbeddingsAnchor,
    ...inputsOf(pinecone, ['pineconeIndex', 'pineconeNamespace', 'pineconeMetadataFilter', 'topK']),
  ],
  outputs: pinecone.outputs,
})
