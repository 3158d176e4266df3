import { defineRuntime } from '../../runtime'
import { warmLangChainOpenAI } from '../../shared/openai-chat-model'
import { openAICompatibleChat } from '../../shared/openai-compatible-chat'
import { getString } from '../../shared/read-inputs'
import { chatLitellm } from './chatLitellm.node.js'

export default defineRuntime(chatLitellm, {
  kind: 'supply',
  warmLangChain: warmLangChainOpenAI,
  async supply(ctx) {
    const credential = await ctx.getCredential()
    return openAICompatibleChat(ctx, {
      // A LiteLLM proxy answers the OpenAI paths at its root and under /v1 alike.
      baseURL: getString(ctx, 'basePath').trim() || 'http://localhost:4000',
      apiKey: credential.litellmApiKey || 'litellm-none',
      fallbackModel: 'gpt-4o-mini',
    })
  },
})
