import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  numberParam,
  modelNameParam,
  chatModelHead,
  topPParam,
  maxTokensParam,
  allowImageUploadsParam,
} from '../../shared/inputs'

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
    ...chatModelHead(modelNameParam('claude-3-haiku')),
    maxTokensParam('maxTokensToSample'),
    topPParam('Top P'),
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
    allowImageUploadsParam('Let chat users attach images for the model to see'),
  ],
})
