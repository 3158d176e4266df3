import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { queryParam, retrieverClasses, retrieverOutputs, vectorStoreInput } from '../retriever-kit'

/** Every document at least as similar as a threshold, up to Max K, from any vector store. */
export const similarityThresholdRetriever = defineNode({
  name: 'similarityThresholdRetriever',
  label: 'Similarity Score Threshold Retriever',
  version: 2,
  type: 'SimilarityThresholdRetriever',
  category: NodeCategories.Retrievers,
  description: 'Finds the documents whose similarity to the question reaches a minimum score',
  baseClasses: retrieverClasses('SimilarityThresholdRetriever'),
  icon: 'retrievers/similarityThresholdRetriever/similarityThresholdRetriever.svg',
  inputs: [
    vectorStoreInput,
    queryParam,
    {
      label: 'Minimum Similarity Score (%)',
      name: 'minSimilarityScore',
      type: 'number',
      description: 'Only documents at least this similar to the question, in percent',
      default: 80,
    },
    {
      label: 'Max K',
      name: 'maxK',
      type: 'number',
      description: 'The most documents it returns',
      default: 20,
      additionalParams: true,
    },
    {
      label: 'K Increment',
      name: 'kIncrement',
      type: 'number',
      description: 'How many more documents each further search asks for while all found pass the score',
      default: 2,
      additionalParams: true,
    },
  ],
  outputs: retrieverOutputs('Similarity Threshold Retriever', 'SimilarityThresholdRetriever'),
})
