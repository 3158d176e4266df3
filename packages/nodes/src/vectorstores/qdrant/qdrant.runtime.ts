import { defineRuntime } from '../../runtime'
import { getJsonFilter, getNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { qdrantChatFilter, uploadChatId } from '../chat-upload-scope'
import { supplyRemoteStore } from '../remote-runtime'
import { qdrantApi } from './qdrant-api'
import { qdrant } from './qdrant.node.js'

/** Qdrant through its REST API and the outbound guard (a local server needs the operator's allowlist). */
export default defineRuntime(qdrant, {
  kind: 'supply',
  async supply(ctx) {
    const url = getString(ctx, 'qdrantServerUrl').trim()
    const collection = getString(ctx, 'qdrantCollection').trim()
    if (!url || !collection) throw new NodeInputError('Qdrant Server URL and Collection Name are required')
    const filter = qdrantChatFilter(
      getJsonFilter(ctx, 'qdrantFilter', 'Qdrant Search Filter'),
      uploadChatId(ctx),
    )
    const credential = await ctx.getCredential()
    return supplyRemoteStore(
      ctx,
      qdrantApi({
        fetch: ctx.fetch,
        url,
        collection,
        apiKey: credential.qdrantApiKey,
        ...(filter ? { filter } : {}),
        signal: ctx.signal,
        contentKey: getString(ctx, 'contentPayloadKey').trim(),
        metadataKey: getString(ctx, 'metadataPayloadKey').trim(),
        distance: getString(ctx, 'qdrantSimilarity', 'Cosine'),
        collectionConfig:
          getJsonFilter(ctx, 'qdrantCollectionConfiguration', 'Additional Collection Configuration') ?? {},
        batchSize: getNumber(ctx, 'batchSize', 0),
      }),
    )
  },
})
