import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { mmrParams } from '../mmr-params'
import { topKParam, vectorStoreAnchors } from '../../shared/inputs'

const field = (label: string, name: string, value: string, description: string) => ({
  label,
  name,
  type: 'string' as const,
  default: value,
  description,
  additionalParams: true,
  optional: true,
})

export const mongoDBAtlas = defineNode({
  name: 'mongoDBAtlas',
  label: 'MongoDB Atlas',
  version: 1,
  type: 'MongoDB Atlas',
  category: NodeCategories.VectorStores,
  description:
    'Stores document vectors in a MongoDB Atlas collection and finds the nearest through its vector search index',
  baseClasses: ['MongoDB Atlas', 'VectorStoreRetriever', 'BaseRetriever'],
  icon: 'vectorstores/mongoDBAtlas/mongoDBAtlas.svg',
  credential: { credentialNames: ['mongoDBUrlApi'] },
  inputs: [
    ...vectorStoreAnchors,
    { label: 'Database', name: 'databaseName', type: 'string', placeholder: '<DB_NAME>' },
    { label: 'Collection Name', name: 'collectionName', type: 'string', placeholder: '<COLLECTION_NAME>' },
    { label: 'Index Name', name: 'indexName', type: 'string', placeholder: '<VECTOR_INDEX_NAME>' },
    field('Content Field', 'textKey', 'text', 'The document field that holds the text'),
    field('Embedded Field', 'embeddingKey', 'embedding', 'The document field that holds the vector'),
    {
      label: 'Mongodb Metadata Filter',
      name: 'mongoMetadataFilter',
      type: 'json',
      optional: true,
      additionalParams: true,
    },
    topKParam(true),
    ...mmrParams,
  ],
  outputs: [
    {
      label: 'MongoDB Retriever',
      name: 'retriever',
      baseClasses: ['MongoDB Atlas', 'VectorStoreRetriever', 'BaseRetriever'],
    },
    { label: 'MongoDB Vector Store', name: 'vectorStore', baseClasses: ['MongoDB Atlas', 'VectorStore'] },
  ],
})
