import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { numberParam, modelNameParam, chatModelHead, topPParam, maxTokensParam } from '../../shared/inputs'

export const chatMistralAI = defineNode({
  name: 'chatMistralAI',
  label: 'ChatMistralAI',
  version: 4,
  type: 'ChatMistralAI',
  category: NodeCategories.ChatModels,
  description: 'Mistral chat models through the Mistral AI API',
  baseClasses: ['ChatMistralAI', 'BaseChatModel', 'BaseLanguageModel', 'Runnable'],
  icon: 'chatmodels/chatMistralAI/chatMistralAI.svg',
  credential: { credentialNames: ['mistralAIApi'] },
  loadMethods: ['listModels'],
  inputs: [
    ...chatModelHead(modelNameParam('mistral-tiny')),
    maxTokensParam('maxOutputTokens', 'Max Output Tokens'),
    topPParam(),
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
