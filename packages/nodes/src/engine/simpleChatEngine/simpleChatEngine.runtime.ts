import { defineRuntime } from '../../runtime'
import { NodeInputError } from '../../shared/read-inputs'
import { simpleChatEngine } from './simpleChatEngine.node.js'
import { lazyImport } from '../../shared/lazy-import'

const chainsConversationChainConversationChainRuntime = lazyImport(
  () => import('../../chains/conversationChain/conversationChain.runtime'),
)

/** Model, memory and system message under the Conversation Chain's input names: its runtime answers. */
export default defineRuntime(simpleChatEngine, {
  kind: 'execute',
  async execute(ctx) {
    const { runtime } = (await chainsConversationChainConversationChainRuntime()).default
    if (runtime.kind !== 'execute') throw new NodeInputError('Conversation Chain cannot answer')
    return runtime.execute(ctx)
  },
})
