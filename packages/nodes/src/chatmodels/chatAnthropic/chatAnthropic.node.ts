import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { cacheAnchor, numberParam, streamingParam, temperatureParam } from '../../shared/inputs'

export const chatAnthropic = defineNode({
  name: 'chatAnthropic',
  label: 'ChatAnthropic',
  version: 8,
  type: 'ChatAnthropic',
  category: NodeCategories.ChatModels,
  description: 'Claude chat models through the Anthropic Messages API',
  baseClasses: ['ChatAnthropic', 'ChatAnthropicMessages', 'BaseChatModel', 'BaseLanguageModel', 'Runnable'],
  icon: 'chatmodels/chatAnthropic/chatAnthropic.svg',
  credential: { credentialNames: ['anthropicApi'] },
  loadMethods: ['listModels'],
  inputs: [
    cacheAnchor,
    {
      label: 'Model Name',
      name: 'modelName',
      type: 'asyncOptions',
      loadMethod: 'listModels',
      default: 'claude-3-haiku',
    },
    temperatureParam,
    streamingParam,
    numberParam('maxTokensToSample', 'Max Tokens', 1),
    numberParam('topP', 'Top P', 0.1),
    numberParam('topK', 'Top K', 0.1),
    {
      label: 'Extended Thinking',
      name: 'extendedThinking',
      type: 'boolean',
      description: 'Let the model reason step by step before it answers',
      optional: true,
      additionalParams: true,
    },
    numberParam('budgetTokens', 'Budget Tokens', 1, {
      description: 'Most tokens the model may spend thinking',
      default: 1024,
      show: { extendedThinking: true },
    }),
    {
      label: 'Allow Image Uploads',
      name: 'allowImageUploads',
      type: 'boolean',
      description: 'Let chat users attach images for the model to see',
      default: false,
      optional: true,
    },
  ],
})
