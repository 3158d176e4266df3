import { defineRuntime } from '../../runtime'
import { withGuardedMongo } from '../../shared/mongo-connect'
import { getJsonFilter, getString, NodeInputError } from '../../shared/read-inputs'
import { requireSimilaritySearch } from '../mmr-params'
import { supplyRemoteStore } from '../remote-runtime'
import { mongoAtlasApi, type TMongoChunk } from './mongo-atlas-api'
import { mongoDBAtlas } from './mongoDBAtlas.node.js'

/**
 * Atlas through the MongoDB driver, every socket it opens checked by the outbound guard
 * (shared/mongo-connect.ts); one connection per operation, closed after it.
 */
export default defineRuntime(mongoDBAtlas, {
  kind: 'supply',
  async supply(ctx) {
    requireSimilaritySearch(ctx)
    const url = (await ctx.getCredential()).mongoDBConnectUrl?.trim() ?? ''
    const databaseName = getString(ctx, 'databaseName').trim()
    const collectionName = getString(ctx, 'collectionName').trim()
    const indexName = getString(ctx, 'indexName').trim()
    if (!url) throw new NodeInputError(`${ctx.label} needs a MongoDB ATLAS credential (its connection URL)`)
    if (!databaseName) throw new NodeInputError('Database is required')
    if (!collectionName) throw new NodeInputError('Collection Name is required')
    if (!indexName) throw new NodeInputError('Index Name is required')
    return supplyRemoteStore(
      ctx,
      mongoAtlasApi({
        withCollection: (fn) =>
          withGuardedMongo(ctx, url, (client) =>
            fn(client.db(databaseName).collection<TMongoChunk>(collectionName)),
          ),
        indexName,
        fields: {
          textKey: getString(ctx, 'textKey').trim() || 'text',
          embeddingKey: getString(ctx, 'embeddingKey').trim() || 'embedding',
        },
        filter: getJsonFilter(ctx, 'mongoMetadataFilter', 'Mongodb Metadata Filter'),
      }),
    )
  },
})
