import { defineRuntime } from '../../runtime'
import { warmLocalTokenizer } from '../../shared/local-tokenizer'
import { headersOf, openAICompatibleChat } from '../../shared/openai-compatible-chat'
import { getJsonObject } from '../../shared/read-inputs'
import { chatCometAPI } from './chatCometAPI.node.js'

const COMET_API_BASE = 'https://api.cometapi.com/v1'

export default defineRuntime(chatCometAPI, {
  kind: 'supply',
  warm: () => Promise.all([import('@langchain/openai'), warmLocalTokenizer()]),
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const headers = headersOf(getJsonObject(ctx, 'baseOptions').headers)
    return openAICompatibleChat(ctx, {
      baseURL: credential.basePath || COMET_API_BASE,
      apiKey: credential.cometApiKey || 'comet-none',
      fallbackModel: 'gpt-5-mini',
      ...(headers ? { headers } : {}),
    })
  },
})
