import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { baseRetrieverInput, queryParam, retrieverClasses, retrieverOutputs } from '../retriever-kit'

/** The documents a retriever finds, kept when their embedding is close enough to the question's. */
export const embeddingsFilterRetriever = defineNode({
  name: 'embeddingsFilterRetriever',
  label: 'Embeddings Filter Retriever',
  version: 1,
  type: 'EmbeddingsFilterRetriever',
  category: NodeCategories.Retrievers,
  description: 'Drops the documents found whose embeddings are not similar enough to the question’s',
  baseClasses: retrieverClasses('EmbeddingsFilterRetriever'),
  icon: 'retrievers/embeddingsFilterRetriever/embeddingsFilterRetriever.svg',
  inputs: [
    baseRetrieverInput,
    { label: 'Embeddings', name: 'embeddings', type: 'Embeddings' },
    queryParam,
    {
      label: 'Similarity Threshold',
      name: 'similarityThreshold',
      type: 'number',
      description: 'Cosine similarity (0 to 1) a document needs to the question to be kept',
      default: 0.8,
      optional: true,
    },
    {
      label: 'K',
      name: 'k',
      type: 'number',
      description: 'The most documents kept, most similar first',
      default: 20,
      optional: true,
      additionalParams: true,
    },
  ],
  outputs: retrieverOutputs('Embeddings Filter Retriever', 'EmbeddingsFilterRetriever'),
})
