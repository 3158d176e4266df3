import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { baseRetrieverInput, queryParam, retrieverClasses, retrieverOutputs } from '../retriever-kit'

/** Several model-written wordings searched, their rankings merged by reciprocal rank fusion. */
export const RRFRetriever = defineNode({
  name: 'RRFRetriever',
  label: 'Reciprocal Rank Fusion Retriever',
  version: 1,
  type: 'RRFRetriever',
  category: NodeCategories.Retrievers,
  description: 'Searches with several model-written wordings of the question and merges their rankings (RRF)',
  baseClasses: retrieverClasses('RRFRetriever'),
  icon: 'retrievers/RRFRetriever/RRFRetriever.svg',
  inputs: [
    baseRetrieverInput,
    { label: 'Language Model', name: 'model', type: 'BaseLanguageModel' },
    queryParam,
    {
      label: 'Query Count',
      name: 'queryCount',
      type: 'number',
      description: 'How many other wordings the model writes (default 4)',
      placeholder: '4',
      default: 4,
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Top K',
      name: 'topK',
      type: 'number',
      description: 'How many documents it returns; empty or 0: the Top K of the vector store’s retriever',
      placeholder: '0',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Constant',
      name: 'c',
      type: 'number',
      description:
        'The k of RRF: a document scores 1 / (k + its rank) in each list; larger evens out the ranks',
      placeholder: '60',
      default: 60,
      optional: true,
      additionalParams: true,
    },
  ],
  outputs: retrieverOutputs('Reciprocal Rank Fusion Retriever', 'RRFRetriever'),
})
