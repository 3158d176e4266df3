import { defineRuntime } from '../../runtime'
import { warmLocalTokenizer } from '../../shared/local-tokenizer'
import { headersOf, openAICompatibleChat } from '../../shared/openai-compatible-chat'
import { getBoolean, getJsonObject } from '../../shared/read-inputs'
import { chatDeepseek } from './chatDeepseek.node.js'

const DEEPSEEK_API_BASE = 'https://api.deepseek.com'

export default defineRuntime(chatDeepseek, {
  kind: 'supply',
  warm: () => Promise.all([import('@langchain/openai'), warmLocalTokenizer()]),
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const headers = headersOf(getJsonObject(ctx, 'baseOptions').headers)
    return openAICompatibleChat(ctx, {
      baseURL: credential.basePath || DEEPSEEK_API_BASE,
      apiKey: credential.deepseekApiKey || 'deepseek-none',
      fallbackModel: 'deepseek-chat',
      ...(headers ? { headers } : {}),
      ...(getBoolean(ctx, 'thinking', false) ? { modelKwargs: { thinking: { type: 'enabled' } } } : {}),
    })
  },
})
