import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { inputModerationAnchor } from '../../shared/inputs'

export const multiPromptChain = defineNode({
  name: 'multiPromptChain',
  label: 'Multi Prompt Chain',
  version: 2,
  type: 'MultiPromptChain',
  category: NodeCategories.Chains,
  description: 'Lets the model pick the prompt best suited to each question, then answers with it',
  baseClasses: ['MultiPromptChain', 'MultiRouteChain', 'BaseChain', 'Runnable'],
  icon: 'chains/multiPromptChain/multiPromptChain.svg',
  badge: 'DEPRECATING',
  inputs: [
    { label: 'Language Model', name: 'model', type: 'BaseLanguageModel' },
    { label: 'Prompt Retriever', name: 'promptRetriever', type: 'PromptRetriever', list: true },
    inputModerationAnchor,
  ],
})
