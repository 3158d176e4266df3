import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { cacheAnchor } from '../../shared/inputs'

/** Embedding models hosted by Together AI, on its OpenAI-compatible embeddings API. */
export const togetherAIEmbedding = defineNode({
  name: 'togetherAIEmbedding',
  label: 'TogetherAI Embedding',
  version: 1,
  type: 'TogetherAIEmbedding',
  category: NodeCategories.Embeddings,
  description: 'Turns text into vectors with an embedding model hosted by Together AI',
  baseClasses: ['TogetherAIEmbedding', 'TogetherAIEmbeddings', 'Embeddings'],
  icon: 'embeddings/togetherAIEmbedding/togetherAIEmbedding.svg',
  credential: { credentialNames: ['togetherAIApi'] },
  inputs: [
    cacheAnchor,
    {
      label: 'Model Name',
      name: 'modelName',
      type: 'string',
      placeholder: 'sentence-transformers/msmarco-bert-base-dot-v5',
      description: "An embedding model id from Together AI's list, e.g. BAAI/bge-base-en-v1.5",
    },
  ],
})
