import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  cacheAnchor,
  modelNameParam,
  openAISamplingParams,
  streamingParam,
  temperatureParam,
} from '../../shared/inputs'

/** DeepSeek's chat and reasoning models through its OpenAI-compatible chat completions API. */
export const chatDeepseek = defineNode({
  name: 'chatDeepseek',
  label: 'Deepseek',
  version: 1,
  type: 'chatDeepseek',
  category: NodeCategories.ChatModels,
  description: "DeepSeek's chat models (deepseek-chat, deepseek-reasoner) through its chat completions API",
  baseClasses: ['chatDeepseek', 'ChatDeepSeek', 'BaseChatModel', 'BaseLanguageModel', 'Runnable'],
  icon: 'chatmodels/chatDeepseek/chatDeepseek.svg',
  credential: { credentialNames: ['deepseekApi'] },
  loadMethods: ['listModels'],
  inputs: [
    cacheAnchor,
    modelNameParam('deepseek-chat'),
    { ...temperatureParam, default: 0.7 },
    streamingParam,
    ...openAISamplingParams,
    {
      label: 'Stop Sequence',
      name: 'stopSequence',
      type: 'string',
      rows: 4,
      description: 'Words that end the answer when the model writes them, separated by commas',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Thinking',
      name: 'thinking',
      type: 'boolean',
      description: 'Ask the model to reason at length before it answers (deep thinking mode)',
      default: false,
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
