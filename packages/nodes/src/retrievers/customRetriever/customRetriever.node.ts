import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { queryParam, retrieverClasses, retrieverOutputs, vectorStoreInput } from '../retriever-kit'

export const DEFAULT_RESULT_FORMAT = '{{context}}\nSource: {{metadata.source}}'

/** Documents of a vector store, each written out in a format of the user's (its text and metadata). */
export const customRetriever = defineNode({
  name: 'customRetriever',
  label: 'Custom Retriever',
  version: 1,
  type: 'CustomRetriever',
  category: NodeCategories.Retrievers,
  description: 'Finds documents in a vector store and writes each out in a format you choose',
  baseClasses: retrieverClasses('CustomRetriever'),
  icon: 'retrievers/customRetriever/customRetriever.svg',
  inputs: [
    vectorStoreInput,
    queryParam,
    {
      label: 'Result Format',
      name: 'resultFormat',
      type: 'string',
      rows: 4,
      description:
        'How each document reads: {{context}} is its text, {{metadata.key}} a value of its metadata',
      default: DEFAULT_RESULT_FORMAT,
    },
    {
      label: 'Top K',
      name: 'topK',
      type: 'number',
      description: 'How many documents a search returns (default 4)',
      placeholder: '4',
      optional: true,
      additionalParams: true,
    },
  ],
  outputs: retrieverOutputs('Custom Retriever', 'CustomRetriever'),
})
