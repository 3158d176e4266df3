import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { cacheAnchor, maxTokensParam, numberParam, temperatureParam, topPParam } from '../../shared/inputs'

/** OpenAI's completion models (the legacy `/completions` API), as Flowise's OpenAI LLM node. */
export const openAI = defineNode({
  name: 'openAI',
  label: 'OpenAI',
  version: 4,
  type: 'OpenAI',
  category: NodeCategories.LLMs,
  description: 'OpenAI completion models (gpt-3.5-turbo-instruct and others of the completions API)',
  baseClasses: ['OpenAI', 'BaseLLM', 'BaseLanguageModel', 'Runnable'],
  icon: 'llms/openAI/openAI.svg',
  credential: { credentialNames: ['openAIApi'] },
  inputs: [
    cacheAnchor,
    {
      label: 'Model Name',
      name: 'modelName',
      type: 'string',
      default: 'gpt-3.5-turbo-instruct',
      placeholder: 'gpt-3.5-turbo-instruct',
    },
    temperatureParam,
    { ...maxTokensParam(), optional: true, additionalParams: true },
    { ...topPParam(), optional: true, additionalParams: true },
    numberParam('bestOf', 'Best Of', 1, { optional: true, additionalParams: true }),
    numberParam('frequencyPenalty', 'Frequency Penalty', 0.1, { optional: true, additionalParams: true }),
    numberParam('presencePenalty', 'Presence Penalty', 0.1, { optional: true, additionalParams: true }),
    numberParam('batchSize', 'Batch Size', 1, { optional: true, additionalParams: true }),
    numberParam('timeout', 'Timeout', 1, { optional: true, additionalParams: true }),
    {
      label: 'BasePath',
      name: 'basepath',
      type: 'string',
      description: 'Base URL of an OpenAI-compatible server; overrides the credential',
      optional: true,
      additionalParams: true,
    },
    { label: 'BaseOptions', name: 'baseOptions', type: 'json', optional: true, additionalParams: true },
  ],
})
