import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { inputModerationAnchor } from '../../shared/inputs'

export const vectorDBQAChain = defineNode({
  name: 'vectorDBQAChain',
  label: 'VectorDB QA Chain',
  version: 2,
  type: 'VectorDBQAChain',
  category: NodeCategories.Chains,
  badge: 'DEPRECATING',
  description: 'Answers a question from the documents nearest to it in a vector store',
  baseClasses: ['VectorDBQAChain', 'BaseChain', 'Runnable'],
  icon: 'chains/vectorDBQAChain/vectorDBQAChain.svg',
  inputs: [
    { label: 'Language Model', name: 'model', type: 'BaseLanguageModel' },
    { label: 'Vector Store', name: 'vectorStore', type: 'VectorStore' },
    inputModerationAnchor,
  ],
})
