import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { cacheAnchor } from '../../shared/inputs'

export const FIREWORKS_LLM_DEFAULT = 'accounts/fireworks/models/llama-v3-70b-instruct-hf'

/** Fireworks' text completions (its OpenAI-compatible `/completions`); Flowise keeps it for older flows. */
export const fireworks = defineNode({
  name: 'fireworks',
  label: 'Fireworks',
  version: 1,
  type: 'Fireworks',
  category: NodeCategories.LLMs,
  description: 'Text completion models served by Fireworks AI; new flows use the Fireworks AI chat model',
  badge: 'DEPRECATING',
  baseClasses: ['Fireworks', 'BaseLLM', 'BaseLanguageModel', 'Runnable'],
  icon: 'llms/fireworks/fireworks.svg',
  credential: { credentialNames: ['fireworksApi'] },
  inputs: [
    cacheAnchor,
    {
      label: 'Model Name',
      name: 'modelName',
      type: 'string',
      default: FIREWORKS_LLM_DEFAULT,
      description: 'A model id from fireworks.ai/models',
      optional: true,
    },
  ],
})
