import { defineRuntime } from '../../runtime'
import { warmLangChainOpenAI } from '../../shared/openai-chat-model'
import { openAICompatibleChat } from '../../shared/openai-compatible-chat'
import { getString } from '../../shared/read-inputs'
import { huggingFaceInference_LLMs } from './huggingFaceInference_LLMs.node.js'

const HF_ROUTER_BASE = 'https://router.huggingface.co/v1'

export default defineRuntime(huggingFaceInference_LLMs, {
  kind: 'supply',
  warmLangChain: warmLangChainOpenAI,
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const endpoint = getString(ctx, 'endpoint').trim().replace(/\/+$/, '')
    return openAICompatibleChat(ctx, {
      baseURL: endpoint ? (endpoint.endsWith('/v1') ? endpoint : `${endpoint}/v1`) : HF_ROUTER_BASE,
      apiKey: credential.huggingFaceApiKey || 'hf-none',
      // An endpoint serves one model; TGI accepts any name for it.
      fallbackModel: 'tgi',
      modelInput: 'model',
    })
  },
})
