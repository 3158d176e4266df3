import { defineRuntime } from '../../runtime'
import { warmLangChainOpenAI } from '../../shared/openai-chat-model'
import { openAICompatibleChat } from '../../shared/openai-compatible-chat'
import { chatCometAPI } from './chatCometAPI.node.js'

const COMET_API_BASE = 'https://api.cometapi.com/v1'

export default defineRuntime(chatCometAPI, {
  kind: 'supply',
  warmLangChain: warmLangChainOpenAI,
  async supply(ctx) {
    const credential = await ctx.getCredential()
    return openAICompatibleChat(ctx, {
      baseURL: credential.basePath || COMET_API_BASE,
      apiKey: credential.cometApiKey || 'comet-none',
      fallbackModel: 'gpt-5-mini',
    })
  },
})
