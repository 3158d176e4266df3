import { defineRuntime } from '../../runtime'
import { warmLangChainOpenAI } from '../../shared/openai-chat-model'
import { openAICompatibleChat } from '../../shared/openai-compatible-chat'
import { getString } from '../../shared/read-inputs'
import { chatOpenRouter, OPENROUTER_API_BASE } from './chatOpenRouter.node.js'

export default defineRuntime(chatOpenRouter, {
  kind: 'supply',
  warmLangChain: warmLangChainOpenAI,
  async supply(ctx) {
    const credential = await ctx.getCredential()
    return openAICompatibleChat(ctx, {
      baseURL: getString(ctx, 'basepath').trim() || OPENROUTER_API_BASE,
      apiKey: credential.openRouterApiKey || 'openrouter-none',
      fallbackModel: 'openai/gpt-4o-mini',
    })
  },
})
