import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { cacheAnchor, temperatureParam } from '../../shared/inputs'

export const FIREWORKS_DEFAULT_MODEL = 'accounts/fireworks/models/llama-v3p1-8b-instruct'

/** Models served by Fireworks AI, through its OpenAI-compatible chat completions API. */
export const chatFireworks = defineNode({
  name: 'chatFireworks',
  label: 'Fireworks AI',
  version: 2,
  type: 'ChatFireworks',
  category: NodeCategories.ChatModels,
  description: 'Chat models served by Fireworks AI',
  baseClasses: ['ChatFireworks', 'ChatOpenAI', 'BaseChatModel', 'BaseLanguageModel', 'Runnable'],
  icon: 'chatmodels/chatFireworks/chatFireworks.svg',
  credential: { credentialNames: ['fireworksApi'] },
  inputs: [
    cacheAnchor,
    {
      label: 'Model',
      name: 'modelName',
      type: 'string',
      default: FIREWORKS_DEFAULT_MODEL,
      placeholder: FIREWORKS_DEFAULT_MODEL,
    },
    temperatureParam,
    { label: 'Streaming', name: 'streaming', type: 'boolean', default: true, optional: true },
  ],
})
