import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { chatModelHead, maxTokensParam, modelNameParam } from '../../shared/inputs'

/** Groq's hosted open models (Llama, Qwen, …) through its OpenAI-compatible API. */
export const groqChat = defineNode({
  name: 'groqChat',
  label: 'GroqChat',
  version: 4,
  type: 'GroqChat',
  category: NodeCategories.ChatModels,
  description: 'Open models served fast by Groq',
  baseClasses: ['GroqChat', 'ChatGroq', 'BaseChatModel', 'BaseLanguageModel', 'Runnable'],
  icon: 'chatmodels/groqChat/groqChat.svg',
  credential: { credentialNames: ['groqApi'], optional: true },
  loadMethods: ['listModels'],
  inputs: [...chatModelHead(modelNameParam('llama-3.3-70b-versatile')), maxTokensParam()],
})
