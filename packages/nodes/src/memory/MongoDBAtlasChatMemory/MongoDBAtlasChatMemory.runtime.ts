import { defineRuntime } from '../../runtime'
import { NodeInputError } from '../../shared/read-inputs'
import { MongoDBAtlasChatMemory } from './MongoDBAtlasChatMemory.node.js'

export default defineRuntime(MongoDBAtlasChatMemory, {
  kind: 'supply',
  async supply(ctx) {
    throw new NodeInputError(
      `${ctx.label} needs a MongoDB driver (the mongodb package), which this server does not ship; use the Redis-Backed, DynamoDB or Buffer Memory instead`,
    )
  },
})
