import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { cacheAnchor, temperatureParam } from '../../shared/inputs'

/** Open models hosted by Together AI, through its OpenAI-compatible chat completions API. */
export const chatTogetherAI = defineNode({
  name: 'chatTogetherAI',
  label: 'TogetherAI',
  version: 2,
  type: 'ChatTogetherAI',
  category: NodeCategories.ChatModels,
  description: 'Open models hosted by Together AI',
  baseClasses: ['ChatTogetherAI', 'ChatOpenAI', 'BaseChatModel', 'BaseLanguageModel', 'Runnable'],
  icon: 'chatmodels/chatTogetherAI/chatTogetherAI.svg',
  credential: { credentialNames: ['togetherAIApi'] },
  inputs: [
    cacheAnchor,
    {
      label: 'Model Name',
      name: 'modelName',
      type: 'string',
      placeholder: 'mixtral-8x7b-32768',
      description: "A model id from Together AI's model list, e.g. meta-llama/Llama-3.3-70B-Instruct-Turbo",
    },
    temperatureParam,
    { label: 'Streaming', name: 'streaming', type: 'boolean', default: true, optional: true },
  ],
})
