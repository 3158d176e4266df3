import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { fileUploadParam } from '../chat-upload-scope'
import { batchSizeParam, recordManagerParam, topKParam, vectorStoreAnchors } from '../../shared/inputs'

export const qdrant = defineNode({
  name: 'qdrant',
  label: 'Qdrant',
  version: 5,
  type: 'Qdrant',
  category: NodeCategories.VectorStores,
  description: 'Stores document vectors in a Qdrant collection and finds the closest ones',
  baseClasses: ['Qdrant', 'VectorStoreRetriever', 'BaseRetriever'],
  icon: 'vectorstores/qdrant/qdrant.svg',
  credential: { credentialNames: ['qdrantApi'], optional: true },
  inputs: [
    ...vectorStoreAnchors,
    recordManagerParam,
    {
      label: 'Qdrant Server URL',
      name: 'qdrantServerUrl',
      type: 'string',
      placeholder: 'http://localhost:6333',
    },
    { label: 'Qdrant Collection Name', name: 'qdrantCollection', type: 'string' },
    { ...fileUploadParam, additionalParams: true },
    {
      label: 'Vector Dimension',
      name: 'qdrantVectorDimension',
      type: 'number',
      description: 'Kept for flows from Flowise: a new collection takes the size of the embeddings’ vectors',
      default: 1536,
      additionalParams: true,
    },
    {
      label: 'Content Key',
      name: 'contentPayloadKey',
      type: 'string',
      description: 'The payload key the document text is kept under',
      default: 'content',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Metadata Key',
      name: 'metadataPayloadKey',
      type: 'string',
      description: 'The payload key the document metadata is kept under',
      default: 'metadata',
      optional: true,
      additionalParams: true,
    },
    batchSizeParam,
    {
      label: 'Similarity',
      name: 'qdrantSimilarity',
      type: 'options',
      description: 'How a new collection measures closeness',
      options: [
        { label: 'Cosine', name: 'Cosine' },
        { label: 'Euclid', name: 'Euclid' },
        { label: 'Dot', name: 'Dot' },
      ],
      default: 'Cosine',
      additionalParams: true,
    },
    {
      label: 'Additional Collection Configuration',
      name: 'qdrantCollectionConfiguration',
      type: 'json',
      description:
        'More settings for a new collection (Qdrant’s create-collection body), e.g. {"on_disk_payload": true}',
      optional: true,
      additionalParams: true,
    },
    topKParam(true),
    {
      label: 'Qdrant Search Filter',
      name: 'qdrantFilter',
      type: 'json',
      description:
        'A Qdrant filter every search keeps to; metadata keys read metadata.<name>, e.g. {"must": [{"key": "metadata.source", "match": {"value": "faq"}}]}',
      optional: true,
      additionalParams: true,
      acceptVariable: true,
    },
  ],
  outputs: [
    {
      label: 'Qdrant Retriever',
      name: 'retriever',
      baseClasses: ['Qdrant', 'VectorStoreRetriever', 'BaseRetriever'],
    },
    { label: 'Qdrant Vector Store', name: 'vectorStore', baseClasses: ['Qdrant', 'VectorStore'] },
  ],
})
