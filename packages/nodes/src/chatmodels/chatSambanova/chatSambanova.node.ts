import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { cacheAnchor, temperatureParam } from '../../shared/inputs'

export const SAMBANOVA_API_BASE = 'https://api.sambanova.ai/v1'
export const SAMBANOVA_DEFAULT_MODEL = 'Meta-Llama-3.3-70B-Instruct'

/** Open models on SambaNova Cloud, through its OpenAI-compatible chat completions API. */
export const chatSambanova = defineNode({
  name: 'chatSambanova',
  label: 'SambaNova',
  version: 1,
  type: 'ChatSambanova',
  category: NodeCategories.ChatModels,
  description: 'Open models served by SambaNova Cloud',
  baseClasses: ['ChatSambanova', 'ChatOpenAI', 'BaseChatModel', 'BaseLanguageModel', 'Runnable'],
  icon: 'chatmodels/chatSambanova/chatSambanova.svg',
  credential: { credentialNames: ['sambanovaApi'] },
  inputs: [
    cacheAnchor,
    {
      label: 'Model',
      name: 'modelName',
      type: 'string',
      default: SAMBANOVA_DEFAULT_MODEL,
      placeholder: SAMBANOVA_DEFAULT_MODEL,
    },
    temperatureParam,
    { label: 'Streaming', name: 'streaming', type: 'boolean', default: true, optional: true },
    {
      label: 'Base Path',
      name: 'basepath',
      type: 'string',
      default: SAMBANOVA_API_BASE,
      optional: true,
      additionalParams: true,
    },
    { label: 'Base Options', name: 'baseOptions', type: 'json', optional: true, additionalParams: true },
  ],
})
