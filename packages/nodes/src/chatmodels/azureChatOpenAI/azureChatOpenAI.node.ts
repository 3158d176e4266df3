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

export const azureChatOpenAI = defineNode({
  name: 'azureChatOpenAI',
  label: 'Azure ChatOpenAI',
  version: 7.1,
  type: 'AzureChatOpenAI',
  category: NodeCategories.ChatModels,
  description: 'Chat model deployed on Azure OpenAI Service',
  baseClasses: ['AzureChatOpenAI', 'BaseChatModel', 'BaseLanguageModel', 'Runnable'],
  icon: 'chatmodels/azureChatOpenAI/azureChatOpenAI.svg',
  credential: { credentialNames: ['azureOpenAIApi'] },
  loadMethods: ['listModels'],
  inputs: [
    ...chatModelHead(modelNameParam()),
    ...openAISamplingParams,
    {
      label: 'BasePath',
      name: 'basepath',
      type: 'string',
      description: 'Custom endpoint in front of the Azure deployment',
      optional: true,
      additionalParams: true,
    },
    { label: 'BaseOptions', name: 'baseOptions', type: 'json', optional: true, additionalParams: true },
    allowImageUploadsParam('Let chat users attach images, sent to vision-capable deployments'),
    {
      label: 'Image Resolution',
      name: 'imageResolution',
      type: 'options',
      options: imageResolutionOptions,
      default: 'low',
      optional: false,
      additionalParams: true,
    },
    ...reasoningParams,
  ],
})
