import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { chatModelHead, modelNameParam, openAISamplingParams } from '../../shared/inputs'

export const CEREBRAS_API_BASE = 'https://api.cerebras.ai/v1'

/** Models on Cerebras' inference hardware, through its OpenAI-compatible API. */
export const chatCerebras = defineNode({
  name: 'chatCerebras',
  label: 'Cerebras',
  version: 3,
  type: 'ChatCerebras',
  category: NodeCategories.ChatModels,
  description: "Fast open models on Cerebras' inference API",
  baseClasses: ['ChatCerebras', 'ChatOpenAI', 'BaseChatModel', 'BaseLanguageModel', 'Runnable'],
  icon: 'chatmodels/chatCerebras/chatCerebras.svg',
  credential: { credentialNames: ['cerebrasAIApi'], optional: true },
  loadMethods: ['listModels'],
  inputs: [
    ...chatModelHead(modelNameParam('llama3.1-8b')),
    ...openAISamplingParams,
    {
      label: 'Base Path',
      name: 'basepath',
      type: 'string',
      description: 'Another URL for the API, e.g. a proxy',
      default: CEREBRAS_API_BASE,
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Base Options',
      name: 'baseOptions',
      type: 'json',
      description: 'A JSON object of client options; its "headers" are sent with every request',
      optional: true,
      additionalParams: true,
    },
  ],
})
