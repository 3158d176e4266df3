import { defineRuntime } from '../../runtime'
import { openAICompletionsLLM } from '../../shared/openai-completions'
import { getOptionalNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { togetherAI } from './togetherAI.node.js'

const API_BASE = 'https://api.together.xyz/v1'

export default defineRuntime(togetherAI, {
  kind: 'supply',
  warm: () => import('@langchain/openai'),
  async supply(ctx) {
    if (!getString(ctx, 'modelName').trim()) throw new NodeInputError(`${ctx.label}: Model Name is required`)
    const credential = await ctx.getCredential()
    return openAICompletionsLLM(ctx, {
      baseURL: credential.basePath || API_BASE,
      apiKey: credential.togetherAIApiKey || 'together-none',
      fallbackModel: '',
      modelKwargs: {
        top_k: getOptionalNumber(ctx, 'topK'),
        repetition_penalty: getOptionalNumber(ctx, 'repeatPenalty'),
      },
    })
  },
})
