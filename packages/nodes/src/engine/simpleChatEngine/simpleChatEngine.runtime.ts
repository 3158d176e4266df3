import { defineRuntime } from '../../runtime'
import { NodeInputError } from '../../shared/read-inputs'
import { simpleChatEngine } from './simpleChatEngine.node.js'

/** Model, memory and system message under the Conversation Chain's input names: its runtime answers. */
export default defineRuntime(simpleChatEngine, {
  kind: 'execute',
  async execute(ctx) {
    const { runtime } = (await import('../../chains/conversationChain/conversationChain.runtime')).default
    if (runtime.kind !== 'execute') throw new NodeInputError('Conversation Chain cannot answer')
    return runtime.execute(ctx)
  },
})
