import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { baseRetrieverInput, queryParam, retrieverClasses, retrieverOutputs } from '../retriever-kit'

/** The documents a retriever finds, kept only when a model judges them relevant to the question. */
export const llmFilterRetriever = defineNode({
  name: 'llmFilterRetriever',
  label: 'LLM Filter Retriever',
  version: 1,
  type: 'LLMFilterRetriever',
  category: NodeCategories.Retrievers,
  description:
    'Asks a model about each document found and keeps only those it judges relevant to the question',
  baseClasses: retrieverClasses('LLMFilterRetriever'),
  icon: 'retrievers/llmFilterRetriever/llmFilterRetriever.svg',
  inputs: [
    baseRetrieverInput,
    { label: 'Language Model', name: 'model', type: 'BaseLanguageModel' },
    queryParam,
  ],
  outputs: retrieverOutputs('LLM Filter Retriever', 'LLMFilterRetriever'),
})
