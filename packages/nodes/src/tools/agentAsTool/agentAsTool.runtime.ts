import { defineRuntime } from '../../runtime'
import { supplyAs } from '../../shared/delegate-runtime'
import { agentAsTool } from './agentAsTool.node.js'

/** Chatflow Tool's runtime with the chosen agentflow as its flow: the host runs any flow of the unik. */
export default defineRuntime(agentAsTool, {
  kind: 'supply',
  supply: (ctx) =>
    supplyAs(ctx, () => import('../ChatflowTool/ChatflowTool.runtime'), {
      selectedAgentflow: 'selectedChatflow',
    }),
})
