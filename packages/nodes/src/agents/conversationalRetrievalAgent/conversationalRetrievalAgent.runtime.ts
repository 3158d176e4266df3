import { defineRuntime } from '../../runtime'
import { runsAs } from '../../shared/delegate-runtime'
import { conversationalRetrievalAgent } from './conversationalRetrievalAgent.node.js'

export default defineRuntime(
  conversationalRetrievalAgent,
  runsAs(() => import('../toolAgent/toolAgent.runtime')),
)
