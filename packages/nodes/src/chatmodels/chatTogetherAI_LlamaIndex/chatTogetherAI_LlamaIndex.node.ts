import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { temperatureParam } from '../../shared/inputs'

/** Flowise's LlamaIndex TogetherAI model; here the TogetherAI node's model (no LlamaIndex). */
export const chatTogetherAI_LlamaIndex = defineNode({
  name: 'chatTogetherAI_LlamaIndex',
  label: 'ChatTogetherAI',
  version: 1,
  type: 'ChatTogetherAI',
  category: NodeCategories.ChatModels,
  tags: ['LlamaIndex'],
  badge: 'DEPRECATING',
  description: 'Together AI chat model for the chat engines (runs as the TogetherAI node does)',
  baseClasses: ['ChatTogetherAI', 'BaseChatModel_LlamaIndex'],
  icon: 'chatmodels/chatTogetherAI_LlamaIndex/chatTogetherAI_LlamaIndex.svg',
  credential: { credentialNames: ['togetherAIApi'] },
  inputs: [
    { label: 'Model Name', name: 'modelName', type: 'string', placeholder: 'mixtral-8x7b-32768' },
    temperatureParam,
  ],
})
