import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { retrieverClasses, vectorStoreInput } from '../retriever-kit'

export const DEFAULT_MULTI_QUERY_PROMPT = `You help a search over a vector store find more of what is relevant.
Write three other versions of the question below, each asking the same thing from another angle,
one per line, with nothing else.
Question: {question}`

/** The question asked in several wordings a model writes; every wording's documents, without repeats. */
export const multiQueryRetriever = defineNode({
  name: 'multiQueryRetriever',
  label: 'Multi Query Retriever',
  version: 1,
  type: 'MultiQueryRetriever',
  category: NodeCategories.Retrievers,
  description: 'Has a model reword the question several ways and searches the vector store with each',
  baseClasses: retrieverClasses('MultiQueryRetriever'),
  icon: 'retrievers/multiQueryRetriever/multiQueryRetriever.svg',
  inputs: [
    vectorStoreInput,
    { label: 'Language Model', name: 'model', type: 'BaseLanguageModel' },
    {
      label: 'Prompt',
      name: 'modelPrompt',
      type: 'string',
      rows: 4,
      description: 'What the model is asked; {question} is the question. It answers one wording per line',
      default: DEFAULT_MULTI_QUERY_PROMPT,
    },
  ],
})
