import { defineRuntime } from '../../runtime'
import { openAICompletionsLLM } from '../../shared/openai-completions'
import { FIREWORKS_LLM_DEFAULT, fireworks } from './fireworks.node.js'

const API_BASE = 'https://api.fireworks.ai/inference/v1'

export default defineRuntime(fireworks, {
  kind: 'supply',
  warm: () => import('@langchain/openai'),
  async supply(ctx) {
    const credential = await ctx.getCredential()
    return openAICompletionsLLM(ctx, {
      baseURL: credential.basePath || API_BASE,
      apiKey: credential.fireworksApiKey || 'fireworks-none',
      fallbackModel: FIREWORKS_LLM_DEFAULT,
    })
  },
})
