import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { cacheAnchor, numberParam, streamingParam, temperatureParam } from '../../shared/inputs'

/** Perplexity's Sonar models, which search the web before they answer, through its chat completions API. */
export const chatPerplexity = defineNode({
  name: 'chatPerplexity',
  label: 'Perplexity',
  version: 0.1,
  type: 'ChatPerplexity',
  category: NodeCategories.ChatModels,
  description: "Perplexity's Sonar models, answering with what they find on the web",
  baseClasses: ['ChatPerplexity', 'BaseChatModel', 'BaseLanguageModel', 'Runnable'],
  icon: 'chatmodels/chatPerplexity/chatPerplexity.svg',
  credential: { credentialNames: ['perplexityApi'] },
  loadMethods: ['listModels'],
  inputs: [
    cacheAnchor,
    { label: 'Model Name', name: 'model', type: 'asyncOptions', loadMethod: 'listModels', default: 'sonar' },
    { ...temperatureParam, default: 1 },
    numberParam('maxTokens', 'Max Tokens', 1),
    numberParam('topP', 'Top P', 0.1),
    numberParam('topK', 'Top K', 1),
    numberParam('presencePenalty', 'Presence Penalty', 0.1),
    numberParam('frequencyPenalty', 'Frequency Penalty', 0.1),
    streamingParam,
    numberParam('timeout', 'Timeout', 1),
    {
      label: 'Proxy Url',
      name: 'proxyUrl',
      type: 'string',
      description: 'Kept for Flowise flows; requests go out through the server’s own network settings',
      optional: true,
      additionalParams: true,
    },
  ],
})
