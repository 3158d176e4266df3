import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { maxTokensParam, temperatureParam } from '../../shared/inputs'

/** Flowise's LlamaIndex Groq model; here the GroqChat node's model (no LlamaIndex). */
export const chatGroq_LlamaIndex = defineNode({
  name: 'chatGroq_LlamaIndex',
  label: 'ChatGroq',
  version: 1,
  type: 'ChatGroq',
  category: NodeCategories.ChatModels,
  tags: ['LlamaIndex'],
  badge: 'DEPRECATING',
  description: 'Groq chat model for the chat engines (runs as the GroqChat node does)',
  baseClasses: ['ChatGroq', 'BaseChatModel_LlamaIndex'],
  icon: 'chatmodels/chatGroq_LlamaIndex/chatGroq_LlamaIndex.svg',
  credential: { credentialNames: ['groqApi'], optional: true },
  loadMethods: ['listModels'],
  inputs: [
    {
      label: 'Model Name',
      name: 'modelName',
      type: 'asyncOptions',
      loadMethod: 'listModels',
      placeholder: 'llama3-70b-8192',
    },
    temperatureParam,
    maxTokensParam(),
  ],
})
