import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { cacheAnchor, modelNameParam, temperatureParam } from '../../shared/inputs'

/** Cohere's Command models through its chat API (the OpenAI-compatible endpoint Cohere serves). */
export const chatCohere = defineNode({
  name: 'chatCohere',
  label: 'Cohere',
  version: 3,
  type: 'ChatCohere',
  category: NodeCategories.ChatModels,
  description: "Cohere's Command chat models, with tool calling and streamed answers",
  baseClasses: ['ChatCohere', 'BaseChatModel', 'BaseLanguageModel', 'Runnable'],
  icon: 'chatmodels/chatCohere/chatCohere.svg',
  credential: { credentialNames: ['cohereApi'] },
  loadMethods: ['listModels'],
  inputs: [
    cacheAnchor,
    modelNameParam('command-r7b-12-2024'),
    { ...temperatureParam, default: 0.7 },
    { label: 'Streaming', name: 'streaming', type: 'boolean', default: true, optional: true },
  ],
})
