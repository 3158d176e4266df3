import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** Any embedding model on OpenAI's embeddings API or a server speaking it, named freely. */
export const openAIEmbeddingsCustom = defineNode({
  name: 'openAIEmbeddingsCustom',
  label: 'OpenAI Custom Embedding',
  version: 3,
  type: 'OpenAIEmbeddingsCustom',
  category: NodeCategories.Embeddings,
  description: 'Turns text into vectors with any model on the OpenAI embeddings API or a compatible server',
  baseClasses: ['OpenAIEmbeddingsCustom', 'OpenAIEmbeddings', 'Embeddings'],
  icon: 'embeddings/openAIEmbeddingsCustom/openAIEmbeddingsCustom.svg',
  credential: { credentialNames: ['openAIApi'] },
  inputs: [
    {
      label: 'Strip New Lines',
      name: 'stripNewLines',
      type: 'boolean',
      optional: true,
      additionalParams: true,
    },
    { label: 'Batch Size', name: 'batchSize', type: 'number', optional: true, additionalParams: true },
    { label: 'Timeout', name: 'timeout', type: 'number', optional: true, additionalParams: true },
    {
      label: 'Base Path',
      name: 'basepath',
      type: 'string',
      description: 'Another URL for the API, e.g. a proxy',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Base Options',
      name: 'baseOptions',
      type: 'json',
      description: 'A JSON object of client options; its "headers" are sent with every request',
      optional: true,
      additionalParams: true,
    },
    { label: 'Model Name', name: 'modelName', type: 'string', optional: true },
    { label: 'Dimensions', name: 'dimensions', type: 'number', optional: true, additionalParams: true },
    {
      label: 'Encoding Format',
      name: 'encodingFormat',
      type: 'options',
      options: [
        { label: 'float', name: 'float' },
        { label: 'base64', name: 'base64' },
      ],
      optional: true,
      additionalParams: true,
    },
  ],
})
