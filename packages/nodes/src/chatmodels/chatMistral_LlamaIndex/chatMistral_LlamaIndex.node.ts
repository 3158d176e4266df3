import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { maxTokensParam, modelNameParam, numberParam, temperatureParam } from '../../shared/inputs'

/** Flowise's LlamaIndex Mistral model; here the ChatMistralAI node's model (no LlamaIndex). */
export const chatMistral_LlamaIndex = defineNode({
  name: 'chatMistral_LlamaIndex',
  label: 'ChatMistral',
  version: 1,
  type: 'ChatMistral',
  category: NodeCategories.ChatModels,
  tags: ['LlamaIndex'],
  badge: 'DEPRECATING',
  description: 'Mistral chat model for the chat engines (runs as the ChatMistralAI node does)',
  baseClasses: ['ChatMistral', 'BaseChatModel_LlamaIndex'],
  icon: 'chatmodels/chatMistral_LlamaIndex/chatMistral_LlamaIndex.svg',
  credential: { credentialNames: ['mistralAIApi'] },
  loadMethods: ['listModels'],
  inputs: [
    modelNameParam('mistral-tiny'),
    temperatureParam,
    maxTokensParam('maxTokensToSample'),
    numberParam('topP', 'Top P', 0.1),
  ],
})
