import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { cacheAnchor, maxTokensParam, numberParam, topPParam } from '../../shared/inputs'

/**
 * Hugging Face text generation. Inference Providers and text-generation-inference endpoints serve it
 * as the OpenAI chat completions API, so the runtime calls that (as ChatHuggingFace does).
 */
export const huggingFaceInference_LLMs = defineNode({
  name: 'huggingFaceInference_LLMs',
  label: 'HuggingFace Inference',
  version: 2,
  type: 'HuggingFaceInference',
  category: NodeCategories.LLMs,
  description: 'Hugging Face models through Inference Providers or your own inference endpoint',
  baseClasses: ['HuggingFaceInference', 'LLM', 'BaseLLM', 'BaseLanguageModel', 'Runnable'],
  icon: 'llms/huggingFaceInference_LLMs/huggingFaceInference_LLMs.svg',
  credential: { credentialNames: ['huggingFaceApi'] },
  inputs: [
    cacheAnchor,
    {
      label: 'Model',
      name: 'model',
      type: 'string',
      description: 'A model id; not needed when Endpoint is set',
      placeholder: 'meta-llama/Llama-3.1-8B-Instruct',
      optional: true,
    },
    {
      label: 'Endpoint',
      name: 'endpoint',
      type: 'string',
      description: 'Your own inference endpoint; leave empty to use Inference Providers',
      placeholder: 'https://xyz.eu-west-1.aws.endpoints.huggingface.cloud/gpt2',
      optional: true,
    },
    numberParam('temperature', 'Temperature', 0.1),
    maxTokensParam(),
    topPParam(),
    numberParam('hfTopK', 'Top K', 1),
    numberParam('frequencyPenalty', 'Frequency Penalty', 0.1),
  ],
})
