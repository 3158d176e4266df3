import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { cacheAnchor } from '../../shared/inputs'

export const COHERE_LLM_DEFAULT = 'command-r-08-2024'

/** Cohere's models answering one prompt as text; Flowise keeps it for older flows. */
export const cohere = defineNode({
  name: 'cohere',
  label: 'Cohere',
  version: 3,
  type: 'Cohere',
  category: NodeCategories.LLMs,
  description: 'Cohere models answering a prompt as text, through its chat API',
  badge: 'DEPRECATING',
  baseClasses: ['Cohere', 'LLM', 'BaseLLM', 'BaseLanguageModel', 'Runnable'],
  icon: 'llms/cohere/cohere.svg',
  credential: { credentialNames: ['cohereApi'] },
  inputs: [
    cacheAnchor,
    {
      label: 'Model Name',
      name: 'modelName',
      type: 'string',
      default: COHERE_LLM_DEFAULT,
      placeholder: COHERE_LLM_DEFAULT,
    },
    { label: 'Temperature', name: 'temperature', type: 'number', step: 0.1, default: 0.7, optional: true },
    { label: 'Max Tokens', name: 'maxTokens', type: 'number', step: 1, optional: true },
  ],
})
