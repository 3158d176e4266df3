import { defineRuntime } from '../../runtime'
import { warmLangChainOpenAI } from '../../shared/openai-chat-model'
import { openAICompatibleChat } from '../../shared/openai-compatible-chat'
import { getBoolean } from '../../shared/read-inputs'
import { chatDeepseek } from './chatDeepseek.node.js'

const DEEPSEEK_API_BASE = 'https://api.deepseek.com'

export default defineRuntime(chatDeepseek, {
  kind: 'supply',
  warmLangChain: warmLangChainOpenAI,
  async supply(ctx) {
    const credential = await ctx.getCredential()
    return openAICompatibleChat(ctx, {
      baseURL: credential.basePath || DEEPSEEK_API_BASE,
      apiKey: credential.deepseekApiKey || 'deepseek-none',
      fallbackModel: 'deepseek-chat',
      ...(getBoolean(ctx, 'thinking', false) ? { modelKwargs: { thinking: { type: 'enabled' } } } : {}),
    })
  },
})
