import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { allowImageUploadsParam, chatModelHead, openAISamplingParams } from '../../shared/inputs'

export const OPENROUTER_API_BASE = 'https://openrouter.ai/api/v1'

/** Hundreds of providers' models behind OpenRouter's one OpenAI-compatible API. */
export const chatOpenRouter = defineNode({
  name: 'chatOpenRouter',
  label: 'ChatOpenRouter',
  version: 1,
  type: 'ChatOpenRouter',
  category: NodeCategories.ChatModels,
  description: 'Any model OpenRouter offers, through its OpenAI-compatible API',
  baseClasses: ['ChatOpenRouter', 'ChatOpenAI', 'BaseChatModel', 'BaseLanguageModel', 'Runnable'],
  icon: 'chatmodels/chatOpenRouter/chatOpenRouter.svg',
  credential: { credentialNames: ['openRouterApi'], optional: true },
  inputs: [
    ...chatModelHead({
      label: 'Model Name',
      name: 'modelName',
      type: 'string',
      placeholder: 'openai/gpt-4o-mini',
    }),
    allowImageUploadsParam('Let chat users attach images, sent to vision-capable models'),
    ...openAISamplingParams,
    {
      label: 'Base Path',
      name: 'basepath',
      type: 'string',
      default: OPENROUTER_API_BASE,
      optional: true,
      additionalParams: true,
    },
    { label: 'Base Options', name: 'baseOptions', type: 'json', optional: true, additionalParams: true },
  ],
})
