import { defineRuntime } from '../../runtime'
import { awsKeysOf } from '../../shared/aws-keys'
import { signingKeys } from '../../shared/aws-sign'
import { getJsonFilter, getNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { markUpserted } from '../../shared/upsert-counts'
import { lazyImport } from '../../shared/lazy-import'
import { uploadChatId, withChatId } from '../chat-upload-scope'
import { kendraApi } from './kendra-api'
import { createKendraStore } from './kendra-store'
import { kendra } from './kendra.node.js'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** With File Upload on, a chat's search keeps to the documents its chat wrote (their chat id attribute). */
function chatAttributeFilter(filter: Record<string, unknown> | undefined, chatId: string | undefined) {
  if (!chatId) return filter
  const own = { EqualsTo: { Key: 'flowise_chatId', Value: { StringValue: chatId } } }
  return filter ? { AndAllFilters: [filter, own] } : own
}

export default defineRuntime(kendra, {
  kind: 'supply',
  async supply(ctx) {
    const indexId = getString(ctx, 'indexId').trim()
    if (!indexId) throw new NodeInputError('Kendra Index ID is required')
    const keys = signingKeys(await awsKeysOf(ctx))
    if (!keys)
      throw new NodeInputError(`${ctx.label}: no AWS keys in its credential or the server's environment`)
    const region = getString(ctx, 'region').trim() || 'us-east-1'
    const chatId = uploadChatId(ctx)
    const filter = chatAttributeFilter(getJsonFilter(ctx, 'attributeFilter', 'Attribute Filter'), chatId)
    const k = getNumber(ctx, 'topK', 10)
    const store = await createKendraStore(
      kendraApi({
        fetch: ctx.fetch,
        endpoint: getString(ctx, 'endpoint').trim() || `https://kendra.${region}.amazonaws.com/`,
        region,
        keys,
        indexId,
        ...(filter ? { attributeFilter: filter } : {}),
        signal: ctx.signal,
      }),
      k,
    )
    const { Document } = await langchainCoreDocuments()
    const raw = ctx.inputs.document
    const loaded = (Array.isArray(raw) ? raw.flat(3) : [raw]).filter((d) => d instanceof Document)
    const docs = chatId ? withChatId(loaded, chatId) : loaded
    if (docs.length > 0) await store.addDocuments(docs)
    return markUpserted(ctx.output === 'vectorStore' ? store : store.asRetriever(k), {
      numAdded: docs.length,
    })
  },
})
