import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { cacheAnchor, streamingParam, temperatureParam, openAISamplingParams } from '../../shared/inputs'

/** CometAPI: many providers' models behind one OpenAI-compatible API. */
export const chatCometAPI = defineNode({
  name: 'chatCometAPI',
  label: 'Comet',
  version: 1,
  type: 'ChatCometAPI',
  category: NodeCategories.ChatModels,
  description: "Models of many providers through CometAPI's OpenAI-compatible API",
  baseClasses: ['ChatCometAPI', 'ChatOpenAI', 'BaseChatModel', 'BaseLanguageModel', 'Runnable'],
  icon: 'chatmodels/chatCometAPI/chatCometAPI.svg',
  credential: { credentialNames: ['cometApi'] },
  inputs: [
    cacheAnchor,
    { label: 'Model Name', name: 'modelName', type: 'string', default: 'gpt-5-mini' },
    { ...temperatureParam, default: 0.7 },
    streamingParam,
    // Max Tokens, Top Probability, Frequency and Presence Penalty: OpenAI's sampling settings without Timeout.
    ...openAISamplingParams.filter((input) => input.name !== 'timeout'),
    { label: 'Base Options', name: 'baseOptions', type: 'json', optional: true, additionalParams: true },
  ],
})
