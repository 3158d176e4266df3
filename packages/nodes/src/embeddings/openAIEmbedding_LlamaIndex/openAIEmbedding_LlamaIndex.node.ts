import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** Flowise's LlamaIndex OpenAI Embedding; here the same LangChain embeddings as the OpenAI Embeddings node. */
export const openAIEmbedding_LlamaIndex = defineNode({
  name: 'openAIEmbedding_LlamaIndex',
  label: 'OpenAI Embedding',
  version: 2,
  type: 'OpenAIEmbedding',
  category: NodeCategories.Embeddings,
  tags: ['LlamaIndex'],
  description:
    'OpenAI embeddings for the LlamaIndex-named vector stores (runs on Unikflow as the OpenAI Embeddings node does)',
  baseClasses: ['OpenAIEmbedding', 'BaseEmbedding_LlamaIndex'],
  icon: 'embeddings/openAIEmbedding_LlamaIndex/openAIEmbedding_LlamaIndex.svg',
  credential: { credentialNames: ['openAIApi'] },
  inputs: [
    {
      label: 'Model Name',
      name: 'modelName',
      type: 'options',
      options: [
        { label: 'text-embedding-3-large', name: 'text-embedding-3-large' },
        { label: 'text-embedding-3-small', name: 'text-embedding-3-small' },
        { label: 'text-embedding-ada-002', name: 'text-embedding-ada-002' },
      ],
      default: 'text-embedding-ada-002',
      optional: true,
    },
    { label: 'Timeout', name: 'timeout', type: 'number', optional: true, additionalParams: true },
    { label: 'BasePath', name: 'basepath', type: 'string', optional: true, additionalParams: true },
  ],
})
