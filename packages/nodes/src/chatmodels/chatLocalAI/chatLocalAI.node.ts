import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { chatModelHead, maxTokensParam, numberParam, topPParam } from '../../shared/inputs'

/** Models run on the user's own LocalAI server (OpenAI-compatible API). */
export const chatLocalAI = defineNode({
  name: 'chatLocalAI',
  label: 'ChatLocalAI',
  version: 3,
  type: 'ChatLocalAI',
  category: NodeCategories.ChatModels,
  description: 'Chat model running on your own LocalAI server (llama.cpp, gpt4all and other local models)',
  baseClasses: ['ChatLocalAI', 'BaseChatModel', 'ChatOpenAI', 'BaseLanguageModel', 'Runnable'],
  icon: 'chatmodels/chatLocalAI/chatLocalAI.svg',
  credential: { credentialNames: ['localAIApi'], optional: true },
  inputs: [
    ...chatModelHead(
      { label: 'Base Path', name: 'basePath', type: 'string', placeholder: 'http://localhost:8080/v1' },
      { label: 'Model Name', name: 'modelName', type: 'string', placeholder: 'gpt4all-lora-quantized.bin' },
    ),
    maxTokensParam(),
    topPParam(),
    numberParam('timeout', 'Timeout', 1),
  ],
})
