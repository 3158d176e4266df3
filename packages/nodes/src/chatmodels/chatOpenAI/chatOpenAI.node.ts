import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  imageResolutionOptions,
  modelNameParam,
  chatModelHead,
  openAISamplingParams,
  allowImageUploadsParam,
} from '../../shared/inputs'
import { reasoningParams } from '../../shared/reasoning-inputs'

export const chatOpenAI = defineNode({
  name: 'chatOpenAI',
  label: 'ChatOpenAI',
  version: 8.3,
  type: 'ChatOpenAI',
  category: NodeCategories.ChatModels,
  description: 'Chat model served by OpenAI or by any server speaking the OpenAI chat completions API',
  baseClasses: ['ChatOpenAI', 'BaseChatModel', 'BaseLanguageModel', 'Runnable'],
  icon: 'chatmodels/chatOpenAI/chatOpenAI.svg',
  credential: { credentialNames: ['openAIApi'], optionalWhenSet: 'basepath' },
  loadMethods: ['listModels'],
  inputs: [
    ...chatModelHead(modelNameParam('gpt-4o-mini')),
    ...openAISamplingParams,
    {
      label: 'Strict Tool Calling',
      name: 'strictToolCalling',
      type: 'boolean',
      description: 'Ask the model to follow tool schemas exactly',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Stop Sequence',
      name: 'stopSequence',
      type: 'string',
      rows: 4,
      description: 'Comma-separated sequences at which the model stops writing',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'BasePath',
      name: 'basepath',
      type: 'string',
      description: 'Base URL of an OpenAI-compatible server; overrides the credential',
      optional: true,
      additionalParams: true,
    },
    { label: 'Proxy Url', name: 'proxyUrl', type: 'string', optional: true, additionalParams: true },
    { label: 'BaseOptions', name: 'baseOptions', type: 'json', optional: true, additionalParams: true },
    allowImageUploadsParam('Let chat users attach images, sent to vision-capable models'),
    {
      label: 'Image Resolution',
      name: 'imageResolution',
      type: 'options',
      description: 'Detail level at which uploaded images are sent',
      options: imageResolutionOptions,
      default: 'low',
      show: { allowImageUploads: true },
    },
    ...reasoningParams,
  ],
})
