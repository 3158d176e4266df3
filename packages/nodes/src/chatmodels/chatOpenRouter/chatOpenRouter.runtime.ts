import { defineRuntime } from '../../runtime'
import { warmLocalTokenizer } from '../../shared/local-tokenizer'
import { headersOf, openAICompatibleChat } from '../../shared/openai-compatible-chat'
import { getJsonObject, getString } from '../../shared/read-inputs'
import { chatOpenRouter, OPENROUTER_API_BASE } from './chatOpenRouter.node.js'

export default defineRuntime(chatOpenRouter, {
  kind: 'supply',
  warm: () => Promise.all([import('@langchain/openai'), warmLocalTokenizer()]),
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const headers = headersOf(getJsonObject(ctx, 'baseOptions').headers)
    return openAICompatibleChat(ctx, {
      baseURL: getString(ctx, 'basepath').trim() || OPENROUTER_API_BASE,
      apiKey: credential.openRouterApiKey || 'openrouter-none',
      fallbackModel: 'openai/gpt-4o-mini',
      ...(headers ? { headers } : {}),
    })
  },
})
