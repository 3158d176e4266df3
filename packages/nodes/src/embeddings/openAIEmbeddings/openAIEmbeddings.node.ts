import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const openAIEmbeddings = defineNode({
  name: 'openAIEmbeddings',
  label: 'OpenAI Embeddings',
  version: 4,
  type: 'OpenAIEmbeddings',
  category: NodeCategories.Embeddings,
  description: 'Turns text into vectors with OpenAI or an OpenAI-compatible embeddings endpoint',
  baseClasses: ['OpenAIEmbeddings', 'Embeddings'],
  icon: 'embeddings/openAIEmbeddings/openAIEmbeddings.svg',
  credential: { credentialNames: ['openAIApi'], optionalWhenSet: 'basepath' },
  loadMethods: ['listModels'],
  inputs: [
    {
      label: 'Model Name',
      name: 'modelName',
      type: 'asyncOptions',
      loadMethod: 'listModels',
      default: 'text-embedding-ada-002',
    },
    {
      label: 'Strip New Lines',
      name: 'stripNewLines',
      type: 'boolean',
      optional: true,
      additionalParams: true,
    },
    { label: 'Batch Size', name: 'batchSize', type: 'number', optional: true, additionalParams: true },
    { label: 'Timeout', name: 'timeout', type: 'number', optional: true, additionalParams: true },
    { label: 'BasePath', name: 'basepath', type: 'string', optional: true, additionalParams: true },
    {
      label: 'Dimensions',
      name: 'dimensions',
      type: 'number',
      description: 'Length of the vectors, for models that can shorten them',
      optional: true,
      additionalParams: true,
    },
  ],
})
