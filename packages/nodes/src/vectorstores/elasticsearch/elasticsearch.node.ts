import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { recordManagerParam, topKParam, vectorStoreAnchors } from '../../shared/inputs'

export const elasticsearch = defineNode({
  name: 'elasticsearch',
  label: 'Elasticsearch',
  version: 2,
  type: 'Elasticsearch',
  category: NodeCategories.VectorStores,
  description: 'Stores document vectors in an Elasticsearch index and finds the closest ones (kNN search)',
  baseClasses: ['Elasticsearch', 'VectorStoreRetriever', 'BaseRetriever'],
  icon: 'vectorstores/elasticsearch/elasticsearch.svg',
  credential: { credentialNames: ['elasticsearchApi', 'elasticSearchUserPassword'] },
  inputs: [
    ...vectorStoreAnchors,
    recordManagerParam,
    {
      label: 'Index Name',
      name: 'indexName',
      type: 'string',
      placeholder: '<INDEX_NAME>',
      description: 'Made on the first upsert with the embeddings’ dimension',
    },
    topKParam(true),
    {
      label: 'Similarity',
      name: 'similarity',
      type: 'options',
      description: 'How a new index compares vectors',
      default: 'l2_norm',
      options: [
        { label: 'l2_norm', name: 'l2_norm' },
        { label: 'dot_product', name: 'dot_product' },
        { label: 'cosine', name: 'cosine' },
      ],
      additionalParams: true,
      optional: true,
    },
  ],
  outputs: [
    {
      label: 'Elasticsearch Retriever',
      name: 'retriever',
      baseClasses: ['Elasticsearch', 'VectorStoreRetriever', 'BaseRetriever'],
    },
    {
      label: 'Elasticsearch Vector Store',
      name: 'vectorStore',
      baseClasses: ['Elasticsearch', 'VectorStore'],
    },
  ],
})
