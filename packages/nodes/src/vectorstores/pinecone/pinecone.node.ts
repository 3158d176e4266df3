import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { fileUploadParam } from '../chat-upload-scope'
import { recordManagerParam, topKParam, vectorStoreAnchors } from '../../shared/inputs'

export const pinecone = defineNode({
  name: 'pinecone',
  label: 'Pinecone',
  version: 5,
  type: 'Pinecone',
  category: NodeCategories.VectorStores,
  description: 'Stores document vectors in a Pinecone index and finds the closest ones',
  baseClasses: ['Pinecone', 'VectorStoreRetriever', 'BaseRetriever'],
  icon: 'vectorstores/pinecone/pinecone.svg',
  credential: { credentialNames: ['pineconeApi'] },
  inputs: [
    ...vectorStoreAnchors,
    recordManagerParam,
    {
      label: 'Pinecone Index',
      name: 'pineconeIndex',
      type: 'string',
      description: 'An existing index whose dimension matches the embeddings',
    },
    {
      label: 'Pinecone Namespace',
      name: 'pineconeNamespace',
      type: 'string',
      placeholder: 'my-first-namespace',
      optional: true,
      additionalParams: true,
    },
    fileUploadParam,
    {
      label: 'Pinecone Text Key',
      name: 'pineconeTextKey',
      type: 'string',
      description: 'The metadata field that holds each document’s text (default "text")',
      placeholder: 'text',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Pinecone Metadata Filter',
      name: 'pineconeMetadataFilter',
      type: 'json',
      description: 'A Pinecone filter applied to every search, e.g. {"source": {"$eq": "faq"}}',
      optional: true,
      additionalParams: true,
    },
    topKParam(true),
  ],
  outputs: [
    {
      label: 'Pinecone Retriever',
      name: 'retriever',
      baseClasses: ['Pinecone', 'VectorStoreRetriever', 'BaseRetriever'],
    },
    { label: 'Pinecone Vector Store', name: 'vectorStore', baseClasses: ['Pinecone', 'VectorStore'] },
  ],
})
