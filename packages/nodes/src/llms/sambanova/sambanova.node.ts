import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { cacheAnchor } from '../../shared/inputs'

export const SAMBANOVA_LLM_DEFAULT = 'Meta-Llama-3.3-70B-Instruct'

/** SambaNova Cloud's text completions (its OpenAI-compatible `/completions`); Flowise keeps it for older flows. */
export const sambanova = defineNode({
  name: 'sambanova',
  label: 'Sambanova',
  version: 1,
  type: 'Sambanova',
  category: NodeCategories.LLMs,
  description: 'Text completion models of SambaNova Cloud; new flows use the Sambanova chat model',
  badge: 'DEPRECATING',
  baseClasses: ['Sambanova', 'BaseLLM', 'BaseLanguageModel', 'Runnable'],
  icon: 'llms/sambanova/sambanova.svg',
  credential: { credentialNames: ['sambanovaApi'] },
  inputs: [
    cacheAnchor,
    {
      label: 'Model Name',
      name: 'modelName',
      type: 'string',
      default: SAMBANOVA_LLM_DEFAULT,
      description: 'A model SambaNova Cloud lists among its supported models',
      optional: true,
    },
  ],
})
