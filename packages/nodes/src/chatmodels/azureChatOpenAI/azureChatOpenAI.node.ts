import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  cacheAnchor,
  imageResolutionOptions,
  numberParam,
  streamingParam,
  temperatureParam,
} from '../../shared/inputs'

export const azureChatOpenAI = defineNode({
  name: 'azureChatOpenAI',
  label: 'Azure ChatOpenAI',
  version: 4,
  type: 'AzureChatOpenAI',
  category: NodeCategories.ChatModels,
  description: 'Chat model deployed on Azure OpenAI Service',
  baseClasses: ['AzureChatOpenAI', 'BaseChatModel', 'BaseLanguageModel', 'Runnable'],
  icon: 'chatmodels/azureChatOpenAI/azureChatOpenAI.svg',
  credential: { credentialNames: ['azureOpenAIApi'] },
  loadMethods: ['listModels'],
  inputs: [
    cacheAnchor,
    { label: 'Model Name', name: 'modelName', type: 'asyncOptions', loadMethod: 'listModels' },
    temperatureParam,
    streamingParam,
    numberParam('maxTokens', 'Max Tokens', 1),
    numberParam('topP', 'Top Probability', 0.1),
    numberParam('frequencyPenalty', 'Frequency Penalty', 0.1),
    numberParam('presencePenalty', 'Presence Penalty', 0.1),
    numberParam('timeout', 'Timeout', 1),
    {
      label: 'BasePath',
      name: 'basepath',
      type: 'string',
      description: 'Custom endpoint in front of the Azure deployment',
      optional: true,
      additionalParams: true,
    },
    { label: 'BaseOptions', name: 'baseOptions', type: 'json', optional: true, additionalParams: true },
    {
      label: 'Allow Image Uploads',
      name: 'allowImageUploads',
      type: 'boolean',
      description: 'Let chat users attach images, sent to vision-capable deployments',
      default: false,
      optional: true,
    },
    {
      label: 'Image Resolution',
      name: 'imageResolution',
      type: 'options',
      options: imageResolutionOptions,
      default: 'low',
      optional: false,
      additionalParams: true,
    },
  ],
})
