import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  allowImageUploadsParam,
  cacheAnchor,
  maxTokensParam,
  numberParam,
  streamingParam,
  temperatureParam,
} from '../../shared/inputs'

/** A LiteLLM proxy: many providers' models behind one OpenAI-compatible server the user runs. */
export const chatLitellm = defineNode({
  name: 'chatLitellm',
  label: 'LiteLLM',
  version: 2,
  type: 'ChatLitellm',
  category: NodeCategories.ChatModels,
  description: 'Any model a LiteLLM proxy serves, through its OpenAI-compatible API',
  baseClasses: ['ChatLitellm', 'BaseChatModel', 'ChatOpenAI', 'BaseLanguageModel', 'Runnable'],
  icon: 'chatmodels/chatLitellm/chatLitellm.svg',
  credential: { credentialNames: ['litellmApi'], optional: true },
  inputs: [
    cacheAnchor,
    { label: 'Base URL', name: 'basePath', type: 'string', placeholder: 'http://localhost:8000' },
    { label: 'Model Name', name: 'modelName', type: 'string', placeholder: 'model_name' },
    temperatureParam,
    streamingParam,
    allowImageUploadsParam('Let chat users attach images, sent to models that read them'),
    maxTokensParam(),
    numberParam('topP', 'Top P', 0.1),
    numberParam('timeout', 'Timeout', 1),
  ],
})
