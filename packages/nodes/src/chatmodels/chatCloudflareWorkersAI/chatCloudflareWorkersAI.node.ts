import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const CLOUDFLARE_CHAT_DEFAULT = '@cf/meta/llama-3.1-8b-instruct-fast'

/** Chat models of Cloudflare Workers AI, through the account's OpenAI-compatible endpoint. */
export const chatCloudflareWorkersAI = defineNode({
  name: 'chatCloudflareWorkersAI',
  label: 'Cloudflare Workers AI',
  version: 1,
  type: 'ChatCloudflareWorkersAI',
  category: NodeCategories.ChatModels,
  description: 'Chat models run by Cloudflare Workers AI on the account of the credential',
  baseClasses: ['ChatCloudflareWorkersAI', 'BaseChatModel', 'BaseLanguageModel', 'Runnable'],
  icon: 'chatmodels/chatCloudflareWorkersAI/chatCloudflareWorkersAI.svg',
  credential: { credentialNames: ['cloudflareApi'] },
  inputs: [
    {
      label: 'Model',
      name: 'model',
      type: 'string',
      default: CLOUDFLARE_CHAT_DEFAULT,
      description: `A Workers AI model, such as ${CLOUDFLARE_CHAT_DEFAULT}`,
    },
    {
      label: 'Base URL',
      name: 'baseUrl',
      type: 'string',
      description:
        'Where the accounts of the API are; empty for https://api.cloudflare.com/client/v4/accounts',
      optional: true,
      additionalParams: true,
    },
  ],
})
