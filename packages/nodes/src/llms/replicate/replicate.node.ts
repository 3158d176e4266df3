import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { cacheAnchor, maxTokensParam, numberParam, topPParam } from '../../shared/inputs'

export const replicate = defineNode({
  name: 'replicate',
  label: 'Replicate',
  version: 2,
  type: 'Replicate',
  category: NodeCategories.LLMs,
  description: 'Text models hosted on Replicate',
  baseClasses: ['Replicate', 'BaseChatModel', 'LLM', 'BaseLLM', 'BaseLanguageModel', 'Runnable'],
  icon: 'llms/replicate/replicate.svg',
  credential: { credentialNames: ['replicateApi'] },
  inputs: [
    cacheAnchor,
    {
      label: 'Model',
      name: 'model',
      type: 'string',
      description: 'owner/name, or owner/name:version for a fixed version',
      placeholder: 'meta/meta-llama-3-8b-instruct',
      optional: true,
    },
    {
      label: 'Temperature',
      name: 'temperature',
      type: 'number',
      step: 0.1,
      default: 0.7,
      optional: true,
    },
    maxTokensParam(),
    topPParam(),
    numberParam('repetitionPenalty', 'Repetition Penalty', 0.1),
    {
      label: 'Additional Inputs',
      name: 'additionalInputs',
      type: 'json',
      description: 'More inputs of the model, as its page on Replicate lists them',
      optional: true,
      additionalParams: true,
    },
  ],
})
