import { defineRuntime } from '../../runtime'
import { installLocalTokenizer } from '../../shared/local-tokenizer'
import { openAICompatibleChat } from '../../shared/openai-compatible-chat'
import { getString } from '../../shared/read-inputs'
import { chatLocalAI } from './chatLocalAI.node.js'

export default defineRuntime(chatLocalAI, {
  kind: 'supply',
  warm: () => Promise.all([import('@langchain/openai'), installLocalTokenizer()]),
  async supply(ctx) {
    const credential = await ctx.getCredential()
    return openAICompatibleChat(ctx, {
      baseURL: getString(ctx, 'basePath').trim() || 'http://localhost:8080/v1',
      apiKey: credential.localAIApiKey || 'localai-none',
      fallbackModel: 'gpt-3.5-turbo',
    })
  },
})
