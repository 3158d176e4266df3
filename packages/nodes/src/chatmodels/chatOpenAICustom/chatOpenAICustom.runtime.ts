import { defineRuntime } from '../../runtime'
import { installLocalTokenizer } from '../../shared/local-tokenizer'
import { openAICompatibleChat } from '../../shared/openai-compatible-chat'
import { getString } from '../../shared/read-inputs'
import { chatOpenAICustom } from './chatOpenAICustom.node.js'

export default defineRuntime(chatOpenAICustom, {
  kind: 'supply',
  warm: () => Promise.all([import('@langchain/openai'), installLocalTokenizer()]),
  async supply(ctx) {
    const credential = await ctx.getCredential()
    return openAICompatibleChat(ctx, {
      baseURL: getString(ctx, 'basepath').trim() || credential.basePath || 'https://api.openai.com/v1',
      apiKey: credential.openAIApiKey || 'openai-none',
      fallbackModel: 'gpt-4o-mini',
    })
  },
})
