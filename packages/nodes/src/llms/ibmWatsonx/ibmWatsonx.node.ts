import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { cacheAnchor, numberParam } from '../../shared/inputs'

/** IBM watsonx.ai foundation models through its text generation API; Flowise keeps it for older flows. */
export const ibmWatsonx = defineNode({
  name: 'ibmWatsonx',
  label: 'IBMWatsonx',
  version: 1,
  type: 'IBMWatsonx',
  category: NodeCategories.LLMs,
  description: 'Foundation models of IBM watsonx.ai answering a prompt as text',
  badge: 'DEPRECATING',
  baseClasses: ['IBMWatsonx', 'LLM', 'BaseLLM', 'BaseLanguageModel', 'Runnable'],
  icon: 'llms/ibmWatsonx/ibmWatsonx.svg',
  credential: { credentialNames: ['ibmWatsonx'] },
  inputs: [
    cacheAnchor,
    {
      label: 'Model',
      name: 'modelId',
      type: 'string',
      default: 'ibm/granite-13b-instruct-v2',
      description: 'The id of the model to ask',
    },
    {
      label: 'Decoding Method',
      name: 'decodingMethod',
      type: 'options',
      options: [
        { label: 'sample', name: 'sample' },
        { label: 'greedy', name: 'greedy' },
      ],
      default: 'greedy',
      description:
        'Greedy always takes the most likely next word; sample draws it, as the settings below shape',
      optional: true,
      additionalParams: true,
    },
    numberParam('topK', 'Top K', 1, {
      default: 50,
      description: 'Each next token is chosen among this many most likely ones',
    }),
    numberParam('topP', 'Top P', 0.1, {
      default: 0.7,
      description: 'Each next token is chosen among the most likely ones whose probabilities add up to this',
    }),
    numberParam('temperature', 'Temperature', 0.1, {
      default: 0.7,
      description: 'Higher values give more varied text, lower ones more predictable text',
    }),
    numberParam('repetitionPenalty', 'Repeat Penalty', 0.1, {
      default: 1,
      description: 'Higher values make the model repeat itself less',
    }),
    {
      label: 'Streaming',
      name: 'streaming',
      type: 'boolean',
      default: false,
      description: 'Kept for flows made in Flowise; the answer comes whole',
    },
    numberParam('maxNewTokens', 'Max New Tokens', 1, {
      default: 100,
      description: 'The most tokens the answer may have',
    }),
    numberParam('minNewTokens', 'Min New Tokens', 1, {
      default: 1,
      description: 'Stop sequences count only after this many tokens',
    }),
    {
      label: 'Stop Sequence',
      name: 'stopSequence',
      type: 'string',
      rows: 4,
      placeholder: 'AI assistant:',
      description: 'Comma-separated texts at which the answer stops',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Include Stop Sequence',
      name: 'includeStopSequence',
      type: 'boolean',
      default: false,
      description: 'Keep the stop sequence that ended the answer at its end',
      optional: true,
      additionalParams: true,
    },
    numberParam('randomSeed', 'Random Seed', 1, {
      placeholder: '62345',
      description: 'A fixed seed makes sampled answers repeatable',
    }),
  ],
})
