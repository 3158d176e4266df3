import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** Flowise's LlamaIndex Azure OpenAI Embeddings; here the same embeddings as the Azure OpenAI Embeddings node. */
export const azureOpenAIEmbeddingsLlamaIndex = defineNode({
  name: 'azureOpenAIEmbeddingsLlamaIndex',
  label: 'Azure OpenAI Embeddings',
  version: 1,
  type: 'AzureOpenAIEmbeddings',
  category: NodeCategories.Embeddings,
  tags: ['LlamaIndex'],
  badge: 'DEPRECATING',
  description:
    'Azure OpenAI embeddings for the LlamaIndex-named vector stores (runs on Unikflow as the Azure OpenAI Embeddings node does)',
  baseClasses: ['AzureOpenAIEmbeddings', 'BaseEmbedding_LlamaIndex'],
  icon: 'embeddings/azureOpenAIEmbeddingsLlamaIndex/azureOpenAIEmbeddingsLlamaIndex.svg',
  credential: { credentialNames: ['azureOpenAIApi'] },
  inputs: [
    { label: 'Timeout', name: 'timeout', type: 'number', optional: true, additionalParams: true },
    {
      label: 'BasePath',
      name: 'basepath',
      type: 'string',
      description: 'Instead of the instance name: the base URL of the deployments (…/openai/deployments)',
      optional: true,
      additionalParams: true,
    },
  ],
})
