import { defineRuntime } from '../../runtime'
import { warmLangChainOpenAI } from '../../shared/openai-chat-model'
import { openAICompatibleChat } from '../../shared/openai-compatible-chat'
import { getString } from '../../shared/read-inputs'
import { chatSambanova, SAMBANOVA_API_BASE, SAMBANOVA_DEFAULT_MODEL } from './chatSambanova.node.js'

/** Flowise's node saves its default Base Path misspelt (`htps://`); such flows mean SambaNova itself. */
function basePathOf(value: string): string {
  const trimmed = value.trim()
  return trimmed.startsWith('htps://') ? SAMBANOVA_API_BASE : trimmed
}

export default defineRuntime(chatSambanova, {
  kind: 'supply',
  warmLangChain: warmLangChainOpenAI,
  async supply(ctx) {
    const credential = await ctx.getCredential()
    return openAICompatibleChat(ctx, {
      baseURL: credential.basePath || basePathOf(getString(ctx, 'basepath')) || SAMBANOVA_API_BASE,
      apiKey: credential.sambanovaApiKey || 'sambanova-none',
      fallbackModel: SAMBANOVA_DEFAULT_MODEL,
    })
  },
})
