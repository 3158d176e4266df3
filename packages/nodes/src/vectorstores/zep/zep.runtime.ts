import { defineRuntime } from '../../runtime'
import { getJsonFilter, getString, NodeInputError } from '../../shared/read-inputs'
import { supplyRemoteStore } from '../remote-runtime'
import { zepCollection, zepVectorApi } from './zep-api'
import { zep } from './zep.node.js'
import { requireSimilaritySearch } from '../mmr-params'

/** An open-source Zep server's document collection, with the vectors of the connected embeddings. */
export default defineRuntime(zep, {
  kind: 'supply',
  async supply(ctx) {
    requireSimilaritySearch(ctx)
    const baseUrl = getString(ctx, 'baseURL', 'http://127.0.0.1:8000').trim()
    const collection = getString(ctx, 'zepCollection').trim()
    if (!baseUrl || !collection) throw new NodeInputError('Base URL and Zep Collection are required')
    const credential = await ctx.getCredential()
    const filter = getJsonFilter(ctx, 'zepMetadataFilter', 'Zep Metadata Filter')
    return supplyRemoteStore(
      ctx,
      zepVectorApi(
        zepCollection({
          fetch: ctx.fetch,
          flavour: 'open-source',
          baseUrl,
          collection,
          ...(credential.apiKey ? { apiKey: credential.apiKey } : {}),
          ...(filter ? { filter } : {}),
          signal: ctx.signal,
        }),
      ),
    )
  },
})
