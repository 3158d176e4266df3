import { createThreadSaver } from '../../agentflow/shared/thread-saver'
import { defineRuntime } from '../../runtime'
import { agentMemory } from './agentMemory.node.js'

/**
 * Supplies the LangGraph checkpointer over the host's thread store (the server's `agent_threads`), the
 * same kind of saver the sequential run keeps its threads in, so a flow works with or without this node.
 */
export default defineRuntime(agentMemory, {
  kind: 'supply',
  warm: () => import('@langchain/langgraph'),
  supply: (ctx) => createThreadSaver(ctx.agentThreads),
})
