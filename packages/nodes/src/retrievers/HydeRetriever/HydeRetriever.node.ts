import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { queryParam, retrieverClasses, retrieverOutputs, vectorStoreInput } from '../retriever-kit'
import { HYDE_PROMPTS } from './hyde-prompts'

/** HyDE: the model writes a passage that would answer the question; the store is searched with its vector. */
export const HydeRetriever = defineNode({
  name: 'HydeRetriever',
  label: 'HyDE Retriever',
  version: 3,
  type: 'HydeRetriever',
  category: NodeCategories.Retrievers,
  description:
    'Has a model write a passage answering the question and finds the documents closest to it (HyDE)',
  baseClasses: retrieverClasses('HydeRetriever'),
  icon: 'retrievers/HydeRetriever/HydeRetriever.svg',
  inputs: [
    { label: 'Language Model', name: 'model', type: 'BaseLanguageModel' },
    vectorStoreInput,
    queryParam,
    {
      label: 'Select Defined Prompt',
      name: 'promptKey',
      type: 'options',
      description: 'The kind of passage the model writes',
      options: HYDE_PROMPTS.map(({ name, prompt }) => ({ label: name, name, description: prompt })),
      default: 'websearch',
    },
    {
      label: 'Custom Prompt',
      name: 'customPrompt',
      type: 'string',
      rows: 4,
      description: 'Used instead of the defined prompt when given; {question} is the question',
      placeholder: 'Write a passage that answers the question\nQuestion: {question}\nPassage:',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Top K',
      name: 'topK',
      type: 'number',
      description: 'How many documents a search returns (default 4)',
      placeholder: '4',
      default: 4,
      optional: true,
      additionalParams: true,
    },
  ],
  outputs: retrieverOutputs('HyDE Retriever', 'HydeRetriever'),
})
