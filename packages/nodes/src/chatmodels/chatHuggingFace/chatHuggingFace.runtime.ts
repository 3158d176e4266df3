import { defineRuntime } from '../../runtime'
import { warmLangChainOpenAI } from '../../shared/openai-chat-model'
import { openAICompatibleChat } from '../../shared/openai-compatible-chat'
import { getString } from '../../shared/read-inputs'
import { chatHuggingFace } from './chatHuggingFace.node.js'

const HF_ROUTER_BASE = 'https://router.huggingface.co/v1'

/** An endpoint (TGI, Inference Endpoints) serves the chat completions API under /v1. */
function endpointBase(endpoint: string): string {
  const trimmed = endpoint.replace(/\/+$/, '')
  return trimmed.endsWith('/v1') ? trimmed : `${trimmed}/v1`
}

export default defineRuntime(chatHuggingFace, {
  kind: 'supply',
  warmLangChain: warmLangChainOpenAI,
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const endpoint = getString(ctx, 'endpoint').trim()
    return openAICompatibleChat(ctx, {
      baseURL: endpoint ? endpointBase(endpoint) : HF_ROUTER_BASE,
      apiKey: credential.huggingFaceApiKey || 'hf-none',
      fallbackModel: 'meta-llama/Llama-3.1-8B-Instruct',
      modelInput: 'model',
    })
  },
})
