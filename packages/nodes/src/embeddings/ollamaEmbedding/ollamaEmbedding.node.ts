import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const ollamaEmbedding = defineNode({
  name: 'ollamaEmbedding',
  label: 'Ollama Embeddings',
  version: 2,
  type: 'OllamaEmbeddings',
  category: NodeCategories.Embeddings,
  description: 'Turns text into vectors with an embedding model served by Ollama',
  baseClasses: ['OllamaEmbeddings', 'Embeddings'],
  icon: 'embeddings/ollamaEmbedding/ollamaEmbedding.svg',
  inputs: [
    { label: 'Base URL', name: 'baseUrl', type: 'string', default: 'http://localhost:11434' },
    { label: 'Model Name', name: 'modelName', type: 'string', placeholder: 'nomic-embed-text' },
    {
      label: 'Number of GPU',
      name: 'numGpu',
      type: 'number',
      step: 1,
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Number of Thread',
      name: 'numThread',
      type: 'number',
      step: 1,
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Use MMap',
      name: 'useMMap',
      type: 'boolean',
      default: true,
      optional: true,
      additionalParams: true,
    },
  ],
})
