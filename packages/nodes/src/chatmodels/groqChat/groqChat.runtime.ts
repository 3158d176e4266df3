import { defineRuntime } from '../../runtime'
import { warmLangChainOpenAI } from '../../shared/openai-chat-model'
import { openAICompatibleChat } from '../../shared/openai-compatible-chat'
import { groqChat } from './groqChat.node.js'

const GROQ_API_BASE = 'https://api.groq.com/openai/v1'

export default defineRuntime(groqChat, {
  kind: 'supply',
  warmLangChain: warmLangChainOpenAI,
  async supply(ctx) {
    const credential = await ctx.getCredential()
    return openAICompatibleChat(ctx, {
      // Like the other providers' keys, the base URL can come with the credential (a proxy, or a test double).
      baseURL: credential.basePath || GROQ_API_BASE,
      apiKey: credential.groqApiKey || 'groq-none',
      fallbackModel: 'llama-3.3-70b-versatile',
    })
  },
})
