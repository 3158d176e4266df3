import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { cacheAnchor, numberParam, streamingParam, temperatureParam } from '../../shared/inputs'

export const chatMistralAI = defineNode({
  name: 'chatMistralAI',
  label: 'ChatMistralAI',
  version: 3,
  type: 'ChatMistralAI',
  category: NodeCategories.ChatModels,
  description: 'Mistral chat models through the Mistral AI API',
  baseClasses: ['ChatMistralAI', 'BaseChatModel', 'BaseLanguageModel', 'Runnable'],
  icon: 'chatmodels/chatMistralAI/chatMistralAI.svg',
  credential: { credentialNames: ['mistralAIApi'] },
  loadMethods: ['listModels'],
  inputs: [
    cacheAnchor,
    {
      label: 'Model Name',
      name: 'modelName',
      type: 'asyncOptions',
      loadMethod: 'listModels',
      default: 'mistral-tiny',
    },
    temperatureParam,
    streamingParam,
    numberParam('maxOutputTokens', 'Max Output Tokens', 1),
    numberParam('topP', 'Top Probability', 0.1),
    numberParam('randomSeed', 'Random Seed', 1),
    {
      label: 'Safe Mode',
      name: 'safeMode',
      type: 'boolean',
      description: 'Prepend Mistral’s safety prompt to the conversation',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Override Endpoint',
      name: 'overrideEndpoint',
      type: 'string',
      description: 'Base URL of a Mistral-compatible server',
      optional: true,
      additionalParams: true,
    },
  ],
})
