import { defineRuntime } from '../../runtime'
import { runsAs } from '../../shared/delegate-runtime'
import { mrklAgentChat } from './mrklAgentChat.node.js'

export default defineRuntime(
  mrklAgentChat,
  runsAs(() => import('../reactAgentChat/reactAgentChat.runtime')),
)
