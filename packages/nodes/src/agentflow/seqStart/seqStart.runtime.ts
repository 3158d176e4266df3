import { defineRuntime } from '../../runtime'
import { getInstance, getOptionalInstance } from '../../shared/read-inputs'
import { SeqStateSchema, SequentialGraph } from '../shared/sequential-graph'
import { threadStoreOf } from '../shared/thread-saver'
import { seqStart } from './seqStart.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreLanguageModelsChatModels = lazyImport(
  () => import('@langchain/core/language_models/chat_models'),
)

/** Starts the flow's SequentialGraph with the default model and the custom state; the engine runs the graph after every node registered. */
export default defineRuntime(seqStart, {
  kind: 'supply',
  warm: () => import('@langchain/langgraph'),
  async supply(ctx) {
    const { BaseChatModel } = await langchainCoreLanguageModelsChatModels()
    const model = getInstance(ctx, 'model', BaseChatModel, 'Chat Model')
    const state = getOptionalInstance(ctx, 'state', SeqStateSchema)?.fields ?? []
    const threads = threadStoreOf(ctx.inputs.agentMemory)
    return new SequentialGraph(ctx.nodeId).add({
      kind: 'start',
      nodeId: ctx.nodeId,
      model,
      state,
      ...(threads ? { threads } : {}),
    })
  },
})
