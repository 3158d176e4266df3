import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { chatModelHead, openAISamplingParams } from '../../shared/inputs'

/** A fine-tuned OpenAI model, or any model on a server speaking OpenAI's chat completions API. */
export const chatOpenAICustom = defineNode({
  name: 'chatOpenAICustom',
  label: 'OpenAI Custom Model',
  version: 4,
  type: 'ChatOpenAI-Custom',
  category: NodeCategories.ChatModels,
  description: 'A fine-tuned or custom model on the OpenAI chat completions API or a compatible server',
  baseClasses: ['ChatOpenAI-Custom', 'ChatOpenAI', 'BaseChatModel', 'BaseLanguageModel', 'Runnable'],
  icon: 'chatmodels/chatOpenAICustom/chatOpenAICustom.svg',
  credential: { credentialNames: ['openAIApi'], optional: true },
  inputs: [
    ...chatModelHead({
      label: 'Model Name',
      name: 'modelName',
      type: 'string',
      placeholder: 'ft:gpt-3.5-turbo:my-org:custom_suffix:id',
    }),
    ...openAISamplingParams,
    { label: 'Base Path', name: 'basepath', type: 'string', optional: true, additionalParams: true },
    { label: 'Base Options', name: 'baseOptions', type: 'json', optional: true, additionalParams: true },
  ],
})
