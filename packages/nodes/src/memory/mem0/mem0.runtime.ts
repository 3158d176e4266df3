import { defineRuntime } from '../../runtime'
import { FlowMemory, resolveSessionId } from '../../shared/flow-memory'
import { getBoolean, getString, NodeInputError } from '../../shared/read-inputs'
import { mem0 } from './mem0.node.js'
import { createMem0Store } from './mem0-store'

const SCOPE_INPUTS = ['run_id', 'agent_id', 'app_id', 'project_id', 'org_id'] as const

export default defineRuntime(mem0, {
  kind: 'supply',
  async supply(ctx) {
    const credential = await ctx.getCredential()
    if (!credential.apiKey) throw new NodeInputError(`${ctx.label} needs a Mem0 Memory API credential`)
    const sessionId = resolveSessionId(ctx, '')
    const userId = getBoolean(ctx, 'useFlowiseChatId') ? sessionId : getString(ctx, 'user_id').trim()
    if (!userId) throw new NodeInputError('User ID is required when Use Flowise Chat ID is off')
    const scope: Record<string, string> = { user_id: userId }
    for (const name of SCOPE_INPUTS) {
      const value = getString(ctx, name).trim()
      if (value) scope[name] = value
    }
    const store = createMem0Store(ctx, {
      baseUrl: credential.basePath?.trim() || 'https://api.mem0.ai',
      apiKey: credential.apiKey,
      scope,
      searchOnly: getBoolean(ctx, 'searchOnly'),
    })
    return new FlowMemory(store, sessionId, ctx.flowId, getString(ctx, 'memoryKey', 'history'))
  },
})
