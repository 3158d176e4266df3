import { defineRuntime } from '../../runtime'
import { signingKeys } from '../../shared/aws-sign'
import { FlowMemory, resolveSessionId } from '../../shared/flow-memory'
import { getString, NodeInputError } from '../../shared/read-inputs'
import type { TNodeContext } from '../../context'
import { DynamoDBChatMemory } from './DynamoDBChatMemory.node.js'
import { createDynamoMemoryStore } from './dynamodb-memory-store'

/** The credential's keys; without them the server's own only when the operator allows it. */
async function keysOf(ctx: TNodeContext) {
  const credential = await ctx.getCredential()
  if (credential.accessKey && credential.secretAccessKey)
    return { accessKeyId: credential.accessKey, secretAccessKey: credential.secretAccessKey }
  const own = ctx.awsDefaultCredentials ? signingKeys(undefined) : undefined
  if (own) return own
  throw new NodeInputError(
    `${ctx.label} needs a DynamoDB Memory API credential (access key and secret); the server’s own AWS ` +
      'credentials serve only when its operator sets UNIKFLOW_AWS_DEFAULT_CREDENTIALS=true',
  )
}

export default defineRuntime(DynamoDBChatMemory, {
  kind: 'supply',
  async supply(ctx) {
    const table = getString(ctx, 'tableName').trim()
    const partitionKey = getString(ctx, 'partitionKey').trim()
    if (!table) throw new NodeInputError('Table Name is required')
    if (!partitionKey) throw new NodeInputError('Partition Key is required')
    const region = getString(ctx, 'region').trim() || 'us-east-1'
    const target = {
      endpoint: getString(ctx, 'endpoint').trim() || `https://dynamodb.${region}.amazonaws.com/`,
      service: 'dynamodb',
      region,
      keys: await keysOf(ctx),
    }
    const store = createDynamoMemoryStore(ctx, target, table, partitionKey)
    const sessionId = resolveSessionId(ctx, getString(ctx, 'sessionId'))
    return new FlowMemory(store, sessionId, ctx.flowId, getString(ctx, 'memoryKey', 'chat_history'))
  },
})
