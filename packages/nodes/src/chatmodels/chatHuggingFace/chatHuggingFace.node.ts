import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { cacheAnchor, maxTokensParam, numberParam, topPParam } from '../../shared/inputs'

/**
 * Hugging Face models: through Inference Providers (Hugging Face's router) or the user's own Inference
 * Endpoint / text-generation-inference server, all answering the OpenAI chat completions API.
 */
export const chatHuggingFace = defineNode({
  name: 'chatHuggingFace',
  label: 'ChatHuggingFace',
  version: 3,
  type: 'ChatHuggingFace',
  category: NodeCategories.ChatModels,
  description: 'Hugging Face models through Inference Providers or your own inference endpoint',
  baseClasses: ['ChatHuggingFace', 'BaseChatModel', 'BaseLanguageModel', 'Runnable'],
  icon: 'chatmodels/chatHuggingFace/chatHuggingFace.svg',
  credential: { credentialNames: ['huggingFaceApi'] },
  inputs: [
    cacheAnchor,
    {
      label: 'Model',
      name: 'model',
      type: 'string',
      description: 'A model id, with a provider after a colon if you want one (e.g. :groq)',
      placeholder: 'meta-llama/Llama-3.1-8B-Instruct',
    },
    {
      label: 'Endpoint',
      name: 'endpoint',
      type: 'string',
      description: 'Your own inference endpoint; leave empty to use Inference Providers',
      placeholder: 'https://xyz.eu-west-1.aws.endpoints.huggingface.cloud',
      optional: true,
    },
    numberParam('temperature', 'Temperature', 0.1),
    maxTokensParam(),
    topPParam(),
    numberParam('hfTopK', 'Top K', 1),
    numberParam('frequencyPenalty', 'Frequency Penalty', 0.1),
    {
      label: 'Stop Sequence',
      name: 'stop',
      type: 'string',
      description: 'Comma-separated sequences at which the model stops writing',
      optional: true,
      additionalParams: true,
    },
  ],
})
