import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { cacheAnchor, maxTokensParam, numberParam, topPParam } from '../../shared/inputs'

/** Azure OpenAI's completion deployments (the `/completions` API); Flowise keeps it for older flows. */
export const azureOpenAI = defineNode({
  name: 'azureOpenAI',
  label: 'Azure OpenAI',
  version: 4,
  type: 'AzureOpenAI',
  category: NodeCategories.LLMs,
  description: 'Completion models deployed on Azure OpenAI; new flows use the Azure ChatOpenAI chat model',
  badge: 'DEPRECATING',
  baseClasses: ['AzureOpenAI', 'BaseLLM', 'BaseLanguageModel', 'Runnable'],
  icon: 'llms/azureOpenAI/azureOpenAI.svg',
  credential: { credentialNames: ['azureOpenAIApi'] },
  inputs: [
    cacheAnchor,
    {
      label: 'Model Name',
      name: 'modelName',
      type: 'string',
      default: 'text-davinci-003',
      description: 'Used as the deployment when the credential names none',
    },
    { label: 'Temperature', name: 'temperature', type: 'number', step: 0.1, default: 0.9, optional: true },
    maxTokensParam(),
    topPParam(),
    numberParam('bestOf', 'Best Of', 1),
    numberParam('frequencyPenalty', 'Frequency Penalty', 0.1),
    numberParam('presencePenalty', 'Presence Penalty', 0.1),
    numberParam('timeout', 'Timeout', 1),
    {
      label: 'Base Path',
      name: 'basepath',
      type: 'string',
      description: 'Replaces the address of the Azure instance, e.g. https://example.com/openai/deployments',
      optional: true,
      additionalParams: true,
    },
  ],
})
