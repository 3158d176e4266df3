import { defineRuntime } from '../../runtime'
import { warmLangChainOpenAI } from '../../shared/openai-chat-model'
import { openAICompatibleChat } from '../../shared/openai-compatible-chat'
import { getString } from '../../shared/read-inputs'
import { CEREBRAS_API_BASE, chatCerebras } from './chatCerebras.node.js'

export default defineRuntime(chatCerebras, {
  kind: 'supply',
  warmLangChain: warmLangChainOpenAI,
  async supply(ctx) {
    const credential = await ctx.getCredential()
    return openAICompatibleChat(ctx, {
      // The node's Base Path defaults to Cerebras' own URL, so a proxy kept with the key comes first.
      baseURL: credential.basePath || getString(ctx, 'basepath').trim() || CEREBRAS_API_BASE,
      apiKey: credential.cerebrasApiKey || 'cerebras-none',
      fallbackModel: 'llama3.1-8b',
    })
  },
})
