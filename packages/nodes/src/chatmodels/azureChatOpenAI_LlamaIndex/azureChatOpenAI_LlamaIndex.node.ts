import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { maxTokensParam, topPParam } from '../../shared/inputs'

/** Flowise's LlamaIndex AzureChatOpenAI; here the same LangChain model as the Azure ChatOpenAI node (no LlamaIndex). */
export const azureChatOpenAI_LlamaIndex = defineNode({
  name: 'azureChatOpenAI_LlamaIndex',
  label: 'AzureChatOpenAI',
  version: 2,
  type: 'AzureChatOpenAI',
  category: NodeCategories.ChatModels,
  tags: ['LlamaIndex'],
  description:
    'Azure OpenAI chat model for the chat and query engines (runs on Unikflow as the Azure ChatOpenAI node does)',
  baseClasses: ['AzureChatOpenAI', 'BaseChatModel_LlamaIndex'],
  icon: 'chatmodels/azureChatOpenAI_LlamaIndex/azureChatOpenAI_LlamaIndex.svg',
  credential: { credentialNames: ['azureOpenAIApi'] },
  loadMethods: ['listModels'],
  inputs: [
    {
      label: 'Model Name',
      name: 'modelName',
      type: 'asyncOptions',
      loadMethod: 'listModels',
      default: 'gpt-3.5-turbo-16k',
      optional: true,
    },
    { label: 'Temperature', name: 'temperature', type: 'number', step: 0.1, default: 0.9, optional: true },
    maxTokensParam(),
    topPParam(),
    { label: 'Timeout', name: 'timeout', type: 'number', step: 1, optional: true, additionalParams: true },
    {
      label: 'BasePath',
      name: 'basepath',
      type: 'string',
      description: 'Custom endpoint in front of the Azure deployment (instead of the credential instance)',
      optional: true,
      additionalParams: true,
    },
  ],
})
