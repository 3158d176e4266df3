import { defineRuntime } from '../../runtime'
import { retiredRuntime } from '../../shared/delegate-runtime'
import { autoGPT } from './autoGPT.node.js'

export default defineRuntime(autoGPT, retiredRuntime('the Tool Agent or an Agentflow v2 Agent'))
