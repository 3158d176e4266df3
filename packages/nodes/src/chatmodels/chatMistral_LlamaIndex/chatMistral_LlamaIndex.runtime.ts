import { defineRuntime } from '../../runtime'
import { supplyAs } from '../../shared/delegate-runtime'
import { chatMistral_LlamaIndex } from './chatMistral_LlamaIndex.node.js'

export default defineRuntime(chatMistral_LlamaIndex, {
  kind: 'supply',
  supply: (ctx) =>
    supplyAs(ctx, () => import('../chatMistralAI/chatMistralAI.runtime'), {
      maxTokensToSample: 'maxOutputTokens',
    }),
})
