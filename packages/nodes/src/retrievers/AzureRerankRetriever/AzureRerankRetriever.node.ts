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

/** A vector store retriever's documents reordered by a Cohere rerank model deployed on Azure AI Foundry. */
export const AzureRerankRetriever = defineNode({
  name: 'AzureRerankRetriever',
  label: 'Azure Rerank Retriever',
  version: 1,
  type: 'Azure Rerank Retriever',
  category: NodeCategories.Retrievers,
  description:
    'Reorders the documents a vector store finds from most to least relevant with a rerank model on Azure AI Foundry',
  baseClasses: retrieverClasses('Azure Rerank Retriever'),
  icon: 'retrievers/AzureRerankRetriever/AzureRerankRetriever.svg',
  credential: { credentialNames: ['azureFoundryApi'] },
  inputs: [
    baseRetrieverInput,
    {
      label: 'Model Name',
      name: 'model',
      type: 'options',
      options: [
        ...cohereRerankModels,
        { label: 'Cohere-rerank-v4.0-fast', name: 'Cohere-rerank-v4.0-fast' },
        { label: 'Cohere-rerank-v4.0-pro', name: 'Cohere-rerank-v4.0-pro' },
      ],
      default: 'Cohere-rerank-v4.0-fast',
      optional: true,
    },
    queryParam,
    rerankTopKInput,
    maxChunksPerDocInput('the model'),
  ],
  outputs: retrieverOutputs('Azure Rerank Retriever', 'Azure Rerank Retriever'),
})
