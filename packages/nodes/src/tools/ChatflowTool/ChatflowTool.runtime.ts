import { randomUUID } from 'node:crypto'
import { defineRuntime } from '../../runtime'
import { lazyImport } from '../../shared/lazy-import'
import { getBoolean, getJsonObject, getString, NodeInputError } from '../../shared/read-inputs'
import { toolName } from '../../shared/tool-schema'
import { ChatflowTool } from './ChatflowTool.node.js'

const langchainCoreTools = lazyImport(() => import('@langchain/core/tools'))

/**
 * Asks another chatflow of the unik (the host refuses flows of other uniks) through the run's
 * `executeFlow`: the agent's input, the chat's question or the node's fixed question.
 */
export default defineRuntime(ChatflowTool, {
  kind: 'supply',
  async supply(ctx) {
    const flowId = getString(ctx, 'selectedChatflow').trim()
    if (!flowId) throw new NodeInputError('Choose the chatflow the tool asks')
    const { executeFlow } = ctx
    if (!executeFlow) throw new NodeInputError('Chatflows cannot be run from this run')
    const overrideConfig = getJsonObject(ctx, 'overrideConfig')
    const fixed = getBoolean(ctx, 'useQuestionFromChat') ? ctx.question : getString(ctx, 'customInput')
    const { DynamicTool } = await langchainCoreTools()
    return new DynamicTool({
      name: toolName(getString(ctx, 'name'), 'chatflow_tool'),
      description:
        getString(ctx, 'description') || 'Asks another chatflow a question and returns its answer.',
      returnDirect: getBoolean(ctx, 'returnDirect'),
      func: (input: string) =>
        executeFlow({
          flowId,
          question: fixed || input,
          sessionId: getBoolean(ctx, 'startNewSession') ? randomUUID() : (ctx.sessionId ?? ctx.chatId),
          overrideConfig,
        }),
    })
  },
})
