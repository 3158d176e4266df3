import { defineRuntime } from '../../runtime'
import { getString, NodeInputError } from '../../shared/read-inputs'
import { upstashChatFilter, uploadChatId } from '../chat-upload-scope'
import { supplyRemoteStore } from '../remote-runtime'
import { upstashVectorApi } from './upstash-api'
import { upstash } from './upstash.node.js'

export default defineRuntime(upstash, {
  kind: 'supply',
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const url = (credential.UPSTASH_VECTOR_REST_URL ?? '').trim()
    const token = credential.UPSTASH_VECTOR_REST_TOKEN ?? ''
    if (!url || !token)
      throw new NodeInputError(
        'Upstash Vector needs its REST URL and token (an Upstash Vector API credential)',
      )
    const filter = upstashChatFilter(getString(ctx, 'upstashMetadataFilter'), uploadChatId(ctx)).trim()
    return supplyRemoteStore(
      ctx,
      upstashVectorApi({ fetch: ctx.fetch, url, token, ...(filter ? { filter } : {}), signal: ctx.signal }),
    )
  },
})
