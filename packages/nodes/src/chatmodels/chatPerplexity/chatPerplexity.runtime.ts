import { defineRuntime } from '../../runtime'
import { warmLangChainOpenAI } from '../../shared/openai-chat-model'
import { openAICompatibleChat } from '../../shared/openai-compatible-chat'
import { getOptionalNumber } from '../../shared/read-inputs'
import { chatPerplexity } from './chatPerplexity.node.js'

const PERPLEXITY_API_BASE = 'https://api.perplexity.ai'

export default defineRuntime(chatPerplexity, {
  kind: 'supply',
  warmLangChain: warmLangChainOpenAI,
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const topK = getOptionalNumber(ctx, 'topK')
    return openAICompatibleChat(ctx, {
      baseURL: credential.basePath || PERPLEXITY_API_BASE,
      apiKey: credential.perplexityApiKey || 'perplexity-none',
      fallbackModel: 'sonar',
      modelInput: 'model',
      ...(topK === undefined ? {} : { modelKwargs: { top_k: topK } }),
    })
  },
})
