import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  cacheAnchor,
  maxTokensParam,
  numberParam,
  streamingParam,
  temperatureParam,
} from '../../shared/inputs'

export const WATSONX_CHAT_DEFAULT = 'ibm/granite-3-8b-instruct'

/** watsonx.ai's chat API (`/ml/v1/text/chat`) for the project of an IBM Watsonx credential. */
export const chatIBMWatsonx = defineNode({
  name: 'chatIBMWatsonx',
  label: 'IBM Watsonx',
  version: 2,
  type: 'ChatIBMWatsonx',
  category: NodeCategories.ChatModels,
  description:
    'Foundation models of IBM watsonx.ai through its chat API, with tool calling and streamed answers',
  baseClasses: ['ChatIBMWatsonx', 'BaseChatModel', 'BaseLanguageModel', 'Runnable'],
  icon: 'chatmodels/chatIBMWatsonx/chatIBMWatsonx.svg',
  credential: { credentialNames: ['ibmWatsonx'] },
  inputs: [
    cacheAnchor,
    { label: 'Model', name: 'modelName', type: 'string', placeholder: 'mistralai/mistral-large' },
    temperatureParam,
    streamingParam,
    maxTokensParam(),
    numberParam('frequencyPenalty', 'Frequency Penalty', 1, {
      description: 'Above 0, words the answer already used often become less likely',
    }),
    {
      label: 'Log Probs',
      name: 'logprobs',
      type: 'boolean',
      description: 'Also return the log probability of each token of the answer',
      default: false,
      optional: true,
      additionalParams: true,
    },
    numberParam('n', 'N', 1, {
      default: 1,
      description: 'How many answers the model writes for each question',
    }),
    numberParam('presencePenalty', 'Presence Penalty', 1, {
      default: 1,
      description: 'Above 0, words the answer already used become less likely, steering it to new topics',
    }),
    numberParam('topP', 'Top P', 0.1, {
      default: 0.1,
      description: 'Nucleus sampling: the model picks among the most likely tokens that make up this share',
    }),
  ],
})
