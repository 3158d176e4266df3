import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { modelNameParam } from '../../shared/inputs'

/** Baidu Qianfan's embedding models through its v2 embeddings API, signed with the account's keys. */
export const baiduQianfanEmbeddings = defineNode({
  name: 'baiduQianfanEmbeddings',
  label: 'Baidu Qianfan Embedding',
  version: 1,
  type: 'BaiduQianfanEmbeddings',
  category: NodeCategories.Embeddings,
  description: 'Turns text into vectors with the embedding models of Baidu Qianfan',
  baseClasses: ['BaiduQianfanEmbeddings', 'Embeddings'],
  icon: 'embeddings/baiduQianfanEmbeddings/baiduQianfanEmbeddings.svg',
  credential: { credentialNames: ['baiduQianfanApi'] },
  loadMethods: ['listModels'],
  inputs: [
    modelNameParam('Embedding-V1'),
    {
      label: 'Custom Model Name',
      name: 'customModelName',
      type: 'string',
      placeholder: 'Qwen3-Embedding-4B',
      description: 'A model name to use in place of the one chosen above',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Strip New Lines',
      name: 'stripNewLines',
      type: 'boolean',
      description: 'Turn line breaks into spaces before embedding (fewer tokens)',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Batch Size',
      name: 'batchSize',
      type: 'number',
      description: 'How many texts each request embeds',
      warning:
        'Qianfan limits the length of each text: on a length error, make chunks of about 500 characters and send one a request',
      default: 1,
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Timeout',
      name: 'timeout',
      type: 'number',
      description: 'How long a request may take, in milliseconds',
      optional: true,
      additionalParams: true,
    },
  ],
})
