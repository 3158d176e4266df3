import type { TChatMessage } from '../../context'
import { defineRuntime } from '../../runtime'
import { FlowMemory, resolveSessionId } from '../../shared/flow-memory'
import { countTokens } from '../../shared/local-tokenizer'
import { callModel, historyText } from '../../shared/model-call'
import { getInstance, getNumber, getString } from '../../shared/read-inputs'
import { conversationSummaryBufferMemory } from './conversationSummaryBufferMemory.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreLanguageModelsChatModels = lazyImport(
  () => import('@langchain/core/language_models/chat_models'),
)

const SUMMARY_PROMPT = `Summarize the conversation below in a few sentences. Keep the facts, names, numbers, decisions and open questions. Answer with the summary only.

{lines}`

/**
 * The stored turns the chain sees: the latest whose text fits Max Token Limit (the local tokenizer's
 * count), preceded by the model's summary of the older ones when there are any.
 */
export default defineRuntime(conversationSummaryBufferMemory, {
  kind: 'supply',
  async supply(ctx) {
    const { BaseChatModel } = await langchainCoreLanguageModelsChatModels()
    const model = getInstance(ctx, 'model', BaseChatModel, 'Chat Model')
    const sessionId = resolveSessionId(ctx, getString(ctx, 'sessionId'))
    const key = getString(ctx, 'memoryKey', 'chat_history')
    const limit = getNumber(ctx, 'maxTokenLimit', 2000)
    const window = async (messages: TChatMessage[]): Promise<TChatMessage[]> => {
      const kept = [...messages]
      const older: TChatMessage[] = []
      while (kept.length > 0 && (await countTokens(historyText(kept))) > limit) {
        const first = kept.shift()
        if (first) older.push(first)
      }
      if (older.length === 0) return kept
      const summary = await callModel(
        ctx,
        model,
        SUMMARY_PROMPT.replace('{lines}', historyText(older)),
        false,
      )
      return [{ role: 'apiMessage', content: `Summary of the earlier conversation: ${summary}` }, ...kept]
    }
    return new FlowMemory(ctx.memoryStore, sessionId, ctx.flowId, key, window, ctx.history)
  },
})
