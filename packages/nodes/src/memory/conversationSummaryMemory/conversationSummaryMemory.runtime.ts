import type { TChatMessage } from '../../context'
import { defineRuntime } from '../../runtime'
import { FlowMemory, resolveSessionId } from '../../shared/flow-memory'
import { callModel, historyText } from '../../shared/model-call'
import { getInstance, getString } from '../../shared/read-inputs'
import { conversationSummaryMemory } from './conversationSummaryMemory.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreLanguageModelsChatModels = lazyImport(
  () => import('@langchain/core/language_models/chat_models'),
)

const SUMMARY_PROMPT = `Progressively summarize the lines of conversation provided, adding onto the previous summary and returning a new summary.

Current summary:
{summary}

New lines of conversation:
{new_lines}

New summary:`

/** The stored turns are summarised by the connected model into one message before each answer. */
export default defineRuntime(conversationSummaryMemory, {
  kind: 'supply',
  async supply(ctx) {
    const { BaseChatModel } = await langchainCoreLanguageModelsChatModels()
    const model = getInstance(ctx, 'model', BaseChatModel, 'Chat Model')
    const sessionId = resolveSessionId(ctx, getString(ctx, 'sessionId'))
    const key = getString(ctx, 'memoryKey', 'chat_history')
    const summarise = async (messages: TChatMessage[]): Promise<TChatMessage[]> => {
      if (messages.length === 0) return []
      const prompt = SUMMARY_PROMPT.replace('{summary}', '').replace('{new_lines}', historyText(messages))
      const summary = await callModel(ctx, model, prompt, false)
      return [{ role: 'apiMessage', content: `Summary of the conversation so far: ${summary}` }]
    }
    return new FlowMemory(ctx.memoryStore, sessionId, ctx.flowId, key, summarise, ctx.history)
  },
})
