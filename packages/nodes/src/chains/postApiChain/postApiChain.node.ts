import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { apiChainInputs, POST_URL_PROMPT } from '../../shared/api-chain'

export const postApiChain = defineNode({
  name: 'postApiChain',
  label: 'POST API Chain',
  version: 1,
  type: 'POSTApiChain',
  category: NodeCategories.Chains,
  description:
    'Answers from an API: the model reads its documentation, writes a POST request, and answers from the response',
  baseClasses: ['POSTApiChain', 'BaseChain', 'Runnable'],
  icon: 'chains/postApiChain/postApiChain.svg',
  badge: 'DEPRECATING',
  inputs: apiChainInputs(POST_URL_PROMPT),
})
