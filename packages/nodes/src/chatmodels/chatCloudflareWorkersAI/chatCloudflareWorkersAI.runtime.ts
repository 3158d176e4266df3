import { defineRuntime } from '../../runtime'
import { warmLangChainOpenAI } from '../../shared/openai-chat-model'
import { openAICompatibleChat } from '../../shared/openai-compatible-chat'
import { getString, NodeInputError } from '../../shared/read-inputs'
import { CLOUDFLARE_CHAT_DEFAULT, chatCloudflareWorkersAI } from './chatCloudflareWorkersAI.node.js'

const CLOUDFLARE_ACCOUNTS = 'https://api.cloudflare.com/client/v4/accounts'

/**
 * Workers AI's OpenAI-compatible chat (`/accounts/<id>/ai/v1/chat/completions`) with the account's API token:
 * tool calls and streamed answers as OpenAI's. A Base URL is user-given: its requests pass the guard.
 */
export default defineRuntime(chatCloudflareWorkersAI, {
  kind: 'supply',
  warmLangChain: warmLangChainOpenAI,
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const account = credential.cloudflareAccountId?.trim() ?? ''
    const token = credential.cloudflareApiToken?.trim() ?? ''
    if (!account) throw new NodeInputError(`${ctx.label}: the Cloudflare API credential has no Account ID`)
    if (!token) throw new NodeInputError(`${ctx.label}: the Cloudflare API credential has no API Token`)
    const accounts = (getString(ctx, 'baseUrl').trim() || CLOUDFLARE_ACCOUNTS).replace(/\/+$/, '')
    return openAICompatibleChat(ctx, {
      baseURL: `${accounts}/${encodeURIComponent(account)}/ai/v1`,
      apiKey: token,
      fallbackModel: CLOUDFLARE_CHAT_DEFAULT,
      modelInput: 'model',
    })
  },
})
