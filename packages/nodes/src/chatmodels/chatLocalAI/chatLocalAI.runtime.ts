import { defineRuntime } from '../../runtime'
import { warmLangChainOpenAI } from '../../shared/openai-chat-model'
import { openAICompatibleChat } from '../../shared/openai-compatible-chat'
import { getString } from '../../shared/read-inputs'
import { chatLocalAI } from './chatLocalAI.node.js'

export default defineRuntime(chatLocalAI, {
  kind: 'supply',
  warmLangChain: warmLangChainOpenAI,
  async supply(ctx) {
    const credential = await ctx.getCredential()
    return openAICompatibleChat(ctx, {
      baseURL: getString(ctx, 'basePath').trim() || 'http://localhost:8080/v1',
      apiKey: credential.localAIApiKey || 'localai-none',
      fallbackModel: 'gpt-3.5-turbo',
    })
  },
})
