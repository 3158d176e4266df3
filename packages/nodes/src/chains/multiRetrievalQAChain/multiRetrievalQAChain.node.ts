import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { inputModerationAnchor } from '../../shared/inputs'

export const multiRetrievalQAChain = defineNode({
  name: 'multiRetrievalQAChain',
  label: 'Multi Retrieval QA Chain',
  version: 2,
  type: 'MultiRetrievalQAChain',
  category: NodeCategories.Chains,
  description: 'Lets the model pick the document collection suited to each question, then answers from it',
  baseClasses: ['MultiRetrievalQAChain', 'MultiRouteChain', 'BaseChain', 'Runnable'],
  icon: 'chains/multiRetrievalQAChain/multiRetrievalQAChain.svg',
  badge: 'DEPRECATING',
  inputs: [
    { label: 'Language Model', name: 'model', type: 'BaseLanguageModel' },
    {
      label: 'Vector Store Retriever',
      name: 'vectorStoreRetriever',
      type: 'VectorStoreRetriever',
      list: true,
    },
    {
      label: 'Return Source Documents',
      name: 'returnSourceDocuments',
      type: 'boolean',
      description: 'Answer with the documents the answer came from',
      optional: true,
    },
    inputModerationAnchor,
  ],
})
