import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { maxTokensParam, topPParam } from '../../shared/inputs'

/** Flowise's LlamaIndex ChatOpenAI; here the same LangChain ChatOpenAI as the ChatOpenAI node (no LlamaIndex). */
export const chatOpenAI_LlamaIndex = defineNode({
  name: 'chatOpenAI_LlamaIndex',
  label: 'ChatOpenAI',
  version: 2,
  type: 'ChatOpenAI',
  category: NodeCategories.ChatModels,
  tags: ['LlamaIndex'],
  description: 'OpenAI chat model for the chat engines (runs as the ChatOpenAI node does)',
  baseClasses: ['ChatOpenAI', 'BaseChatModel_LlamaIndex'],
  icon: 'chatmodels/chatOpenAI_LlamaIndex/chatOpenAI_LlamaIndex.svg',
  credential: { credentialNames: ['openAIApi'] },
  inputs: [
    { label: 'Model Name', name: 'modelName', type: 'string', default: 'gpt-4o-mini' },
    { label: 'Temperature', name: 'temperature', type: 'number', step: 0.1, default: 0.9, optional: true },
    maxTokensParam(),
    topPParam(),
    { label: 'Timeout', name: 'timeout', type: 'number', step: 1, optional: true, additionalParams: true },
    { label: 'BasePath', name: 'basepath', type: 'string', optional: true, additionalParams: true },
  ],
})
