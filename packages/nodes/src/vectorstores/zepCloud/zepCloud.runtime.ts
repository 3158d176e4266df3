import { defineRuntime } from '../../runtime'
import { getJsonFilter, getNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { markUpserted } from '../../shared/upsert-counts'
import { lazyImport } from '../../shared/lazy-import'
import { zepCollection } from '../zep/zep-api'
import { createZepCloudStore } from './zep-cloud-store'
import { zepCloud } from './zepCloud.node.js'
import { requireSimilaritySearch } from '../mmr-params'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** A Zep Cloud document collection: the connected documents go in as text, Zep embeds them. */
export default defineRuntime(zepCloud, {
  kind: 'supply',
  async supply(ctx) {
    requireSimilaritySearch(ctx)
    const collection = getString(ctx, 'zepCollection').trim()
    if (!collection) throw new NodeInputError('Zep Collection is required')
    const credential = await ctx.getCredential()
    if (!credential.apiKey)
      throw new NodeInputError('Zep Cloud needs its API key (a Zep Memory API credential)')
    const filter = getJsonFilter(ctx, 'zepMetadataFilter', 'Zep Metadata Filter')
    const store = await createZepCloudStore(
      zepCollection({
        fetch: ctx.fetch,
        flavour: 'cloud',
        baseUrl: getString(ctx, 'zepApiUrl').trim() || 'https://api.getzep.com',
        collection,
        apiKey: credential.apiKey,
        ...(filter ? { filter } : {}),
        signal: ctx.signal,
      }),
    )
    const { Document } = await langchainCoreDocuments()
    const raw = ctx.inputs.document
    const docs = (Array.isArray(raw) ? raw.flat(3) : [raw]).filter((d) => d instanceof Document)
    if (docs.length > 0) await store.addDocuments(docs)
    const k = getNumber(ctx, 'topK', 4)
    return markUpserted(ctx.output === 'vectorStore' ? store : store.asRetriever(k), {
      numAdded: docs.length,
    })
  },
})
