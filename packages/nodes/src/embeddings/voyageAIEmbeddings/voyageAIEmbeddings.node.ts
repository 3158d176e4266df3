import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { modelNameParam } from '../../shared/inputs'

/** Voyage AI's embedding models through its embeddings API. */
export const voyageAIEmbeddings = defineNode({
  name: 'voyageAIEmbeddings',
  label: 'VoyageAI Embedding',
  version: 2,
  type: 'VoyageAIEmbeddings',
  category: NodeCategories.Embeddings,
  description: 'Turns text into vectors with Voyage AI’s embedding models',
  baseClasses: ['VoyageAIEmbeddings', 'VoyageEmbeddings', 'Embeddings'],
  icon: 'embeddings/voyageAIEmbeddings/voyageAIEmbeddings.svg',
  credential: { credentialNames: ['voyageAIApi'] },
  loadMethods: ['listModels'],
  inputs: [modelNameParam('voyage-2')],
})
