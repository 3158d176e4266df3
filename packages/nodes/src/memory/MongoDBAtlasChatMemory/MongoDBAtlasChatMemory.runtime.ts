import { defineRuntime } from '../../runtime'
import { FlowMemory, resolveSessionId } from '../../shared/flow-memory'
import { withGuardedMongo } from '../../shared/mongo-connect'
import { getString, NodeInputError } from '../../shared/read-inputs'
import { MongoDBAtlasChatMemory } from './MongoDBAtlasChatMemory.node.js'
import { createMongoMemoryStore, type TMongoSession } from './mongo-memory-store'

/** The chat in a MongoDB collection, over the driver with every socket checked by the outbound guard. */
export default defineRuntime(MongoDBAtlasChatMemory, {
  kind: 'supply',
  async supply(ctx) {
    const url = (await ctx.getCredential()).mongoDBConnectUrl?.trim() ?? ''
    const databaseName = getString(ctx, 'databaseName').trim()
    const collectionName = getString(ctx, 'collectionName').trim()
    if (!url) throw new NodeInputError(`${ctx.label} needs a MongoDB ATLAS credential (its connection URL)`)
    if (!databaseName) throw new NodeInputError('Database is required')
    if (!collectionName) throw new NodeInputError('Collection Name is required')
    const store = createMongoMemoryStore((fn) =>
      withGuardedMongo(ctx, url, (client) =>
        fn(client.db(databaseName).collection<TMongoSession>(collectionName)),
      ),
    )
    const sessionId = resolveSessionId(ctx, getString(ctx, 'sessionId'))
    return new FlowMemory(store, sessionId, ctx.flowId, getString(ctx, 'memoryKey', 'chat_history'))
  },
})
