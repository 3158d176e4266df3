import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { modelNameParam } from '../../shared/inputs'

/** Mistral's embedding models through Mistral AI's embeddings API. */
export const mistralAIEmbeddings = defineNode({
  name: 'mistralAIEmbeddings',
  label: 'MistralAI Embedding',
  version: 2,
  type: 'MistralAIEmbeddings',
  category: NodeCategories.Embeddings,
  description: 'Turns text into vectors with Mistral AI’s embedding models',
  baseClasses: ['MistralAIEmbeddings', 'Embeddings'],
  icon: 'embeddings/mistralAIEmbeddings/mistralAIEmbeddings.svg',
  credential: { credentialNames: ['mistralAIApi'] },
  loadMethods: ['listModels'],
  inputs: [
    modelNameParam('mistral-embed'),
    {
      label: 'Batch Size',
      name: 'batchSize',
      type: 'number',
      step: 1,
      default: 512,
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Strip New Lines',
      name: 'stripNewLines',
      type: 'boolean',
      default: true,
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Override Endpoint',
      name: 'overrideEndpoint',
      type: 'string',
      description: 'Base URL of a Mistral-compatible server',
      optional: true,
      additionalParams: true,
    },
  ],
})
