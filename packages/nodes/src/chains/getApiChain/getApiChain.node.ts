import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { apiChainInputs, GET_URL_PROMPT } from '../../shared/api-chain'

export const getApiChain = defineNode({
  name: 'getApiChain',
  label: 'GET API Chain',
  version: 1,
  type: 'GETApiChain',
  category: NodeCategories.Chains,
  description:
    'Answers from an API: the model reads its documentation, writes a GET request, and answers from the response',
  baseClasses: ['GETApiChain', 'BaseChain', 'Runnable'],
  icon: 'chains/getApiChain/getApiChain.svg',
  badge: 'DEPRECATING',
  inputs: apiChainInputs(GET_URL_PROMPT),
})
