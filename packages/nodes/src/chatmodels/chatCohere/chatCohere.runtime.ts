import { defineRuntime } from '../../runtime'
import { warmLangChainOpenAI } from '../../shared/openai-chat-model'
import { openAICompatibleChat } from '../../shared/openai-compatible-chat'
import { chatCohere } from './chatCohere.node.js'

const COHERE_API_BASE = 'https://api.cohere.com'

/**
 * Cohere's Compatibility API (`/compatibility/v1/chat/completions`): its chat models with the OpenAI wire
 * format, tool calls and streaming included. The credential's Base Path replaces Cohere's host, as for the
 * Cohere embeddings and reranker.
 */
export default defineRuntime(chatCohere, {
  kind: 'supply',
  warmLangChain: warmLangChainOpenAI,
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const base = (credential.basePath?.trim() || COHERE_API_BASE).replace(/\/+$/, '')
    return openAICompatibleChat(ctx, {
      baseURL: `${base}/compatibility/v1`,
      apiKey: credential.cohereApiKey || 'cohere-none',
      fallbackModel: 'command-r7b-12-2024',
    })
  },
})
