import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { cacheAnchor, maxTokensParam } from '../../shared/inputs'

/** TogetherAI's text completions (its OpenAI-compatible `/completions`); Flowise keeps it for older flows. */
export const togetherAI = defineNode({
  name: 'togetherAI',
  label: 'TogetherAI',
  version: 1,
  type: 'TogetherAI',
  category: NodeCategories.LLMs,
  description: 'Text completion models served by TogetherAI; new flows use the TogetherAI chat model',
  badge: 'DEPRECATING',
  baseClasses: ['TogetherAI', 'LLM', 'BaseLLM', 'BaseLanguageModel', 'Runnable'],
  icon: 'llms/togetherAI/togetherAI.svg',
  credential: { credentialNames: ['togetherAIApi'] },
  inputs: [
    cacheAnchor,
    { label: 'Model Name', name: 'modelName', type: 'string', description: 'The id of the model to ask' },
    {
      label: 'Top K',
      name: 'topK',
      type: 'number',
      step: 1,
      default: 50,
      description: 'Each next token is chosen among this many most likely ones',
    },
    {
      label: 'Top P',
      name: 'topP',
      type: 'number',
      step: 0.1,
      default: 0.7,
      description: 'Each next token is chosen among the most likely ones whose probabilities add up to this',
    },
    {
      label: 'Temperature',
      name: 'temperature',
      type: 'number',
      step: 0.1,
      default: 0.7,
      description: 'Higher values give more varied text, lower ones more predictable text',
    },
    {
      label: 'Repeat Penalty',
      name: 'repeatPenalty',
      type: 'number',
      step: 0.1,
      default: 1,
      description: 'Higher values make the model repeat itself less',
    },
    {
      label: 'Streaming',
      name: 'streaming',
      type: 'boolean',
      default: false,
      description: 'Send the tokens as they are generated',
    },
    { ...maxTokensParam(), description: 'The most tokens the answer may have' },
    {
      label: 'Stop Sequence',
      name: 'stop',
      type: 'string',
      rows: 4,
      placeholder: 'AI assistant:',
      description: 'Comma-separated texts at which the answer stops',
      optional: true,
      additionalParams: true,
    },
  ],
})
