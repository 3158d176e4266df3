import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { inputsOf, legacyDocumentAnchor, legacyEmbeddingsAnchor, legacyNote } from '../legacy-inputs'
import { pinecone } from '../pinecone/pinecone.node.js'

/** Flowise's older "Pinecone Upsert Document"; runs the Pinecone node's runtime, writing on every run. */
export const pineconeUpsert = defineNode({
  name: 'pineconeUpsert',
  label: 'Pinecone Upsert Document',
  version: 1,
  type: 'Pinecone',
  category: NodeCategories.VectorStores,
  description: `Writes the connected documents to a Pinecone index each time it runs, then searches it ${legacyNote('Pinecone')}`,
  baseClasses: ['Pinecone', 'VectorStoreRetriever', 'BaseRetriever'],
  icon: 'vectorstores/pineconeUpsert/pineconeUpsert.svg',
  badge: 'DEPRECATING',
  credential: { credentialNames: ['pineconeApi'] },
  inputs: [
    legacyDocumentAnchor,
    legacyEmbeddingsAnchor,
    ...inputsOf(pinecone, ['pineconeIndex', 'pineconeNamespace', 'topK']),
  ],
  outputs: pinecone.outputs,
})
