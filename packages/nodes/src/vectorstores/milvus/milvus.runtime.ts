import { defineRuntime } from '../../runtime'
import { getString, NodeInputError } from '../../shared/read-inputs'
import { milvusChatFilter, uploadChatId } from '../chat-upload-scope'
import { supplyRemoteStore } from '../remote-runtime'
import { milvusApi } from './milvus-api'
import { milvus } from './milvus.node.js'

/** Milvus through its RESTful API v2 and the outbound guard; user and password sign in as `user:password`. */
export default defineRuntime(milvus, {
  kind: 'supply',
  async supply(ctx) {
    const url = getString(ctx, 'milvusServerUrl').trim()
    const collection = getString(ctx, 'milvusCollection').trim()
    if (!url || !collection) throw new NodeInputError('Milvus Server URL and Collection Name are required')
    const credential = await ctx.getCredential()
    const filter = milvusChatFilter(getString(ctx, 'milvusFilter'), uploadChatId(ctx)).trim()
    return supplyRemoteStore(
      ctx,
      milvusApi({
        fetch: ctx.fetch,
        url,
        collection,
        partition: getString(ctx, 'milvusPartition').trim() || '_default',
        textField: getString(ctx, 'milvusTextField').trim() || 'langchain_text',
        ...(filter ? { filter } : {}),
        ...(credential.milvusUser
          ? { token: `${credential.milvusUser}:${credential.milvusPassword ?? ''}` }
          : {}),
        signal: ctx.signal,
      }),
    )
  },
})
