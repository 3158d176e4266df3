import { defineRuntime } from '../../runtime'
import { warmLangChainOpenAI } from '../../shared/openai-chat-model'
import { openAICompatibleChat } from '../../shared/openai-compatible-chat'
import { chatXAI } from './chatXAI.node.js'

const API_BASE = 'https://api.x.ai/v1'

export default defineRuntime(chatXAI, {
  kind: 'supply',
  warmLangChain: warmLangChainOpenAI,
  async supply(ctx) {
    const credential = await ctx.getCredential()
    return openAICompatibleChat(ctx, {
      baseURL: credential.basePath || API_BASE,
      apiKey: credential.xaiApiKey || 'xai-none',
      fallbackModel: 'grok-3-mini',
    })
  },
})
