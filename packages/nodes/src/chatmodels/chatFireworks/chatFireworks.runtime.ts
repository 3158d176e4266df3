import { defineRuntime } from '../../runtime'
import { warmLangChainOpenAI } from '../../shared/openai-chat-model'
import { openAICompatibleChat } from '../../shared/openai-compatible-chat'
import { chatFireworks, FIREWORKS_DEFAULT_MODEL } from './chatFireworks.node.js'

const FIREWORKS_API_BASE = 'https://api.fireworks.ai/inference/v1'

export default defineRuntime(chatFireworks, {
  kind: 'supply',
  warmLangChain: warmLangChainOpenAI,
  async supply(ctx) {
    const credential = await ctx.getCredential()
    return openAICompatibleChat(ctx, {
      baseURL: credential.basePath || FIREWORKS_API_BASE,
      apiKey: credential.fireworksApiKey || 'fireworks-none',
      fallbackModel: FIREWORKS_DEFAULT_MODEL,
    })
  },
})
