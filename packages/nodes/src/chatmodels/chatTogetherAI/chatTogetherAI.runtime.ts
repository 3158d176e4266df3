import { defineRuntime } from '../../runtime'
import { warmLangChainOpenAI } from '../../shared/openai-chat-model'
import { openAICompatibleChat } from '../../shared/openai-compatible-chat'
import { chatTogetherAI } from './chatTogetherAI.node.js'

const API_BASE = 'https://api.together.xyz/v1'

export default defineRuntime(chatTogetherAI, {
  kind: 'supply',
  warmLangChain: warmLangChainOpenAI,
  async supply(ctx) {
    const credential = await ctx.getCredential()
    return openAICompatibleChat(ctx, {
      baseURL: credential.basePath || API_BASE,
      apiKey: credential.togetherAIApiKey || 'together-none',
      fallbackModel: 'meta-llama/Llama-3.3-70B-Instruct-Turbo',
    })
  },
})
