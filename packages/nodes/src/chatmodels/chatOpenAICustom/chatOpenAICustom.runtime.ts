import { defineRuntime } from '../../runtime'
import { warmLangChainOpenAI } from '../../shared/openai-chat-model'
import { openAICompatibleChat } from '../../shared/openai-compatible-chat'
import { getString } from '../../shared/read-inputs'
import { chatOpenAICustom } from './chatOpenAICustom.node.js'

export default defineRuntime(chatOpenAICustom, {
  kind: 'supply',
  warmLangChain: warmLangChainOpenAI,
  async supply(ctx) {
    const credential = await ctx.getCredential()
    return openAICompatibleChat(ctx, {
      baseURL: getString(ctx, 'basepath').trim() || credential.basePath || 'https://api.openai.com/v1',
      apiKey: credential.openAIApiKey || 'openai-none',
      fallbackModel: 'gpt-4o-mini',
    })
  },
})
