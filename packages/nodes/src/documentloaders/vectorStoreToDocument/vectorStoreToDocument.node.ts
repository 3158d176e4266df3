import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { documentOutputs } from '../../shared/inputs'

export const vectorStoreToDocument = defineNode({
  name: 'vectorStoreToDocument',
  label: 'VectorStore To Document',
  version: 2,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description:
    'The documents a vector store finds for a query (the question when empty), as documents or text',
  baseClasses: ['Document'],
  icon: 'documentloaders/vectorStoreToDocument/vectorStoreToDocument.svg',
  inputs: [
    { label: 'Vector Store', name: 'vectorStore', type: 'VectorStore' },
    {
      label: 'Query',
      name: 'query',
      type: 'string',
      description: 'What to search for; empty searches for the question',
      optional: true,
      acceptVariable: true,
    },
    {
      label: 'Minimum Score (%)',
      name: 'minScore',
      type: 'number',
      description: 'Only documents scoring at least this, in percent',
      placeholder: '75',
      step: 1,
      optional: true,
    },
  ],
  outputs: documentOutputs,
})
