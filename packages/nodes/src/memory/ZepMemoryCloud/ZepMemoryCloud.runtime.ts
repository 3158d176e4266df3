import { defineRuntime } from '../../runtime'
import { FlowMemory, resolveSessionId } from '../../shared/flow-memory'
import { getString } from '../../shared/read-inputs'
import { ZepMemoryCloud } from './ZepMemoryCloud.node.js'
import { createZepCloudStore } from './zep-cloud-store'

/** The conversation in Zep Cloud: read back as Zep's memory type says, each turn added. */
export default defineRuntime(ZepMemoryCloud, {
  kind: 'supply',
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const store = createZepCloudStore(ctx, {
      baseUrl: credential.basePath?.trim() || 'https://api.getzep.com',
      apiKey: credential.apiKey ?? '',
      memoryType: getString(ctx, 'memoryType', 'perpetual').trim() || 'perpetual',
      aiRole: getString(ctx, 'aiPrefix', 'ai'),
      humanRole: getString(ctx, 'humanPrefix', 'human'),
    })
    const sessionId = resolveSessionId(ctx, getString(ctx, 'sessionId'))
    return new FlowMemory(store, sessionId, ctx.flowId, getString(ctx, 'memoryKey', 'chat_history'))
  },
})
