import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  baseRetrieverInput,
  queryParam,
  rerankTopKInput,
  retrieverClasses,
  retrieverOutputs,
} from '../retriever-kit'

/** A vector store retriever's documents reordered by Voyage AI's rerankers. */
export const voyageAIRerankRetriever = defineNode({
  name: 'voyageAIRerankRetriever',
  label: 'Voyage AI Rerank Retriever',
  version: 1,
  type: 'VoyageAIRerankRetriever',
  category: NodeCategories.Retrievers,
  description:
    'Reorders the documents a vector store finds from most to least relevant with Voyage AI’s reranker',
  baseClasses: retrieverClasses('VoyageAIRerankRetriever'),
  icon: 'retrievers/voyageAIRerankRetriever/voyageAIRerankRetriever.svg',
  credential: { credentialNames: ['voyageAIApi'] },
  inputs: [
    baseRetrieverInput,
    {
      label: 'Model Name',
      name: 'model',
      type: 'options',
      options: [
        { label: 'rerank-lite-1', name: 'rerank-lite-1' },
        { label: 'rerank-lite-2', name: 'rerank-lite-2' },
        { label: 'rerank-1', name: 'rerank-1' },
        { label: 'rerank-2', name: 'rerank-2' },
      ],
      default: 'rerank-lite-1',
      optional: true,
    },
    queryParam,
    rerankTopKInput,
  ],
  outputs: retrieverOutputs('Voyage AI Rerank Retriever', 'VoyageAIRerankRetriever'),
})
