import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { vectorStoreAnchors } from '../../shared/inputs'

export const meilisearch = defineNode({
  name: 'meilisearch',
  label: 'Meilisearch',
  version: 1,
  type: 'Meilisearch',
  category: NodeCategories.VectorStores,
  description:
    'Stores documents with their vectors in a Meilisearch index and finds them by hybrid search (keywords and meaning)',
  baseClasses: ['Meilisearch', 'BaseRetriever'],
  icon: 'vectorstores/meilisearch/meilisearch.svg',
  credential: { credentialNames: ['meilisearchApi'] },
  inputs: [
    ...vectorStoreAnchors,
    { label: 'Host', name: 'host', type: 'string', placeholder: 'http://localhost:7700' },
    { label: 'Index Uid', name: 'indexUid', type: 'string', placeholder: 'my-index' },
    {
      label: 'Delete Index if exists',
      name: 'deleteIndex',
      type: 'boolean',
      description: 'Each upsert drops the index and its documents first',
      optional: true,
    },
    {
      label: 'Top K',
      name: 'K',
      type: 'number',
      description: 'How many documents a search returns (default 4)',
      placeholder: '4',
      additionalParams: true,
      optional: true,
    },
    {
      label: 'Semantic Ratio',
      name: 'semanticRatio',
      type: 'number',
      description: 'From 0 (keywords only) to 1 (meaning only); default 0.75',
      placeholder: '0.75',
      additionalParams: true,
      optional: true,
    },
    {
      label: 'Search Filter',
      name: 'searchFilter',
      type: 'string',
      description: 'A Meilisearch filter every search keeps to, e.g. metadata.topic = "faq"',
      placeholder: 'metadata.topic = "faq"',
      additionalParams: true,
      optional: true,
      acceptVariable: true,
    },
  ],
  outputs: [
    { label: 'Meilisearch Retriever', name: 'retriever', baseClasses: ['Meilisearch', 'BaseRetriever'] },
  ],
})
