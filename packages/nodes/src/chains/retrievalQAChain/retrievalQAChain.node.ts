import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { inputModerationAnchor } from '../../shared/inputs'

export const retrievalQAChain = defineNode({
  name: 'retrievalQAChain',
  label: 'Retrieval QA Chain',
  version: 2,
  type: 'RetrievalQAChain',
  category: NodeCategories.Chains,
  description: 'Answers a question from the documents a retriever finds for it',
  baseClasses: ['RetrievalQAChain', 'BaseChain', 'Runnable'],
  icon: 'chains/retrievalQAChain/retrievalQAChain.svg',
  inputs: [
    { label: 'Language Model', name: 'model', type: 'BaseLanguageModel' },
    { label: 'Vector Store Retriever', name: 'vectorStoreRetriever', type: 'BaseRetriever' },
    inputModerationAnchor,
  ],
})
