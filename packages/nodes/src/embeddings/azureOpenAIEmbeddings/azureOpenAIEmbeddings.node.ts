import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const azureOpenAIEmbeddings = defineNode({
  name: 'azureOpenAIEmbeddings',
  label: 'Azure OpenAI Embeddings',
  version: 2,
  type: 'AzureOpenAIEmbeddings',
  category: NodeCategories.Embeddings,
  description: 'Turns text into vectors with an embeddings deployment of Azure OpenAI',
  baseClasses: ['AzureOpenAIEmbeddings', 'Embeddings'],
  icon: 'embeddings/azureOpenAIEmbeddings/azureOpenAIEmbeddings.svg',
  credential: { credentialNames: ['azureOpenAIApi'] },
  inputs: [
    {
      label: 'Batch Size',
      name: 'batchSize',
      type: 'number',
      default: 100,
      optional: true,
      additionalParams: true,
    },
    { label: 'Timeout', name: 'timeout', type: 'number', optional: true, additionalParams: true },
    {
      label: 'BasePath',
      name: 'basepath',
      type: 'string',
      description: 'Instead of the instance name: the base URL of the deployments (…/openai/deployments)',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'BaseOptions',
      name: 'baseOptions',
      type: 'json',
      description: 'Headers sent with every request to the deployment',
      optional: true,
      additionalParams: true,
    },
  ],
})
