import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { numberParam, ollamaOptionParams, temperatureParam } from '../../shared/inputs'

/** Flowise's LlamaIndex Ollama model; here the ChatOllama node's model (no LlamaIndex). */
export const chatOllama_LlamaIndex = defineNode({
  name: 'chatOllama_LlamaIndex',
  label: 'ChatOllama',
  version: 1,
  type: 'ChatOllama',
  category: NodeCategories.ChatModels,
  tags: ['LlamaIndex'],
  badge: 'DEPRECATING',
  description: 'A model of an Ollama server for the chat engines (runs as the ChatOllama node does)',
  baseClasses: ['ChatOllama', 'BaseChatModel_LlamaIndex'],
  icon: 'chatmodels/chatOllama_LlamaIndex/chatOllama_LlamaIndex.svg',
  inputs: [
    { label: 'Base URL', name: 'baseUrl', type: 'string', default: 'http://localhost:11434' },
    { label: 'Model Name', name: 'modelName', type: 'string', placeholder: 'llama3' },
    temperatureParam,
    numberParam('topP', 'Top P', 0.1),
    ...ollamaOptionParams,
    {
      label: 'Stop Sequence',
      name: 'stop',
      type: 'string',
      placeholder: 'AI assistant:',
      optional: true,
      additionalParams: true,
    },
    numberParam('tfsZ', 'Tail Free Sampling', 0.1),
  ],
})
