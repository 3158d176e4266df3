import { defineRuntime } from '../../runtime'
import { runsAs } from '../../shared/delegate-runtime'
import { mrklAgentLLM } from './mrklAgentLLM.node.js'

export default defineRuntime(
  mrklAgentLLM,
  runsAs(() => import('../reactAgentLLM/reactAgentLLM.runtime')),
)
