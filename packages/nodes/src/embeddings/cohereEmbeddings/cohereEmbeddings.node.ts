import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { modelNameParam } from '../../shared/inputs'

/** Cohere's embedding models through its embed API. */
export const cohereEmbeddings = defineNode({
  name: 'cohereEmbeddings',
  label: 'Cohere Embedding',
  version: 3,
  type: 'CohereEmbeddings',
  category: NodeCategories.Embeddings,
  description: 'Turns text into vectors with Cohere’s embedding models',
  baseClasses: ['CohereEmbeddings', 'Embeddings'],
  icon: 'embeddings/cohereEmbeddings/cohereEmbeddings.svg',
  credential: { credentialNames: ['cohereApi'] },
  loadMethods: ['listModels'],
  inputs: [
    modelNameParam('embed-english-v2.0'),
    {
      label: 'Type',
      name: 'inputType',
      type: 'options',
      description: 'What the embeddings are for; v3 models and later need it',
      options: [
        {
          label: 'search_document',
          name: 'search_document',
          description: 'Passages stored in a vector store to be searched',
        },
        { label: 'search_query', name: 'search_query', description: 'Questions searched in a vector store' },
        {
          label: 'classification',
          name: 'classification',
          description: 'Texts given to a classifier',
        },
        { label: 'clustering', name: 'clustering', description: 'Texts to be grouped by similarity' },
      ],
      default: 'search_query',
      optional: true,
    },
  ],
})
