import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  baseRetrieverInput,
  cohereRerankModels,
  maxChunksPerDocInput,
  queryParam,
  rerankTopKInput,
  retrieverClasses,
  retrieverOutputs,
} from '../retriever-kit'

/** A vector store retriever's documents reordered by Cohere's rerank models. */
export const cohereRerankRetriever = defineNode({
  name: 'cohereRerankRetriever',
  label: 'Cohere Rerank Retriever',
  version: 1,
  type: 'Cohere Rerank Retriever',
  category: NodeCategories.Retrievers,
  description: 'Reorders the documents a vector store finds from most to least relevant with Cohere Rerank',
  baseClasses: retrieverClasses('Cohere Rerank Retriever'),
  icon: 'retrievers/cohereRerankRetriever/cohereRerankRetriever.svg',
  credential: { credentialNames: ['cohereApi'] },
  inputs: [
    baseRetrieverInput,
    {
      label: 'Model Name',
      name: 'model',
      type: 'options',
      options: [...cohereRerankModels],
      default: 'rerank-v3.5',
      optional: true,
    },
    queryParam,
    rerankTopKInput,
    maxChunksPerDocInput('Cohere'),
  ],
  outputs: retrieverOutputs('Cohere Rerank Retriever', 'Cohere Rerank Retriever'),
})
