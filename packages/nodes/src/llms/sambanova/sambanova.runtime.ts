import { defineRuntime } from '../../runtime'
import { openAICompletionsLLM } from '../../shared/openai-completions'
import { SAMBANOVA_LLM_DEFAULT, sambanova } from './sambanova.node.js'

const API_BASE = 'https://api.sambanova.ai/v1'

export default defineRuntime(sambanova, {
  kind: 'supply',
  warm: () => import('@langchain/openai'),
  async supply(ctx) {
    const credential = await ctx.getCredential()
    return openAICompletionsLLM(ctx, {
      baseURL: credential.basePath || API_BASE,
      apiKey: credential.sambanovaApiKey || 'sambanova-none',
      fallbackModel: SAMBANOVA_LLM_DEFAULT,
    })
  },
})
