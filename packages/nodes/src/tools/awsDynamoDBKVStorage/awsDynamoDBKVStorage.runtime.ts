import { isRecord } from '@unikflow/graph'
import { defineRuntime } from '../../runtime'
import { awsKeysOf } from '../../shared/aws-keys'
import { signingKeys, type TAwsTarget } from '../../shared/aws-sign'
import { callDynamo as callDynamoApi } from '../../shared/dynamodb-call'
import { lazyImport } from '../../shared/lazy-import'
import { getString, NodeInputError } from '../../shared/read-inputs'
import type { TNodeContext } from '../../context'
import { DYNAMODB_RETRIEVE_SCHEMA, DYNAMODB_STORE_SCHEMA } from './dynamodb-kv-schema'
import { awsDynamoDBKVStorage } from './awsDynamoDBKVStorage.node.js'

const langchainCoreTools = lazyImport(() => import('@langchain/core/tools'))

/** DynamoDB's limit for a partition key. */
const MAX_KEY_LENGTH = 2048

/** A DynamoDB call with the node's keys (its credential's, or the server's when the operator allows). */
async function callDynamo(ctx: TNodeContext, place: Omit<TAwsTarget, 'keys'>, action: string, body: unknown) {
  const keys = signingKeys(await awsKeysOf(ctx))
  if (!keys)
    throw new NodeInputError(`${ctx.label}: no AWS keys in its credential or the server's environment`)
  return callDynamoApi(ctx, { ...place, keys }, action, body)
}

/**
 * Each write is an item `{ pk: <prefix#key>, sk: <milliseconds>, value, timestamp }` (the layout Flowise's tool
 * writes, so tables it filled read the same); a read queries the key's items newest first.
 */
export default defineRuntime(awsDynamoDBKVStorage, {
  kind: 'supply',
  async supply(ctx) {
    const table = getString(ctx, 'tableName').trim()
    if (!table) throw new NodeInputError(`${ctx.label} needs a DynamoDB Table`)
    const region = getString(ctx, 'region').trim() || 'us-east-1'
    const place = {
      endpoint: getString(ctx, 'endpoint').trim() || `https://dynamodb.${region}.amazonaws.com/`,
      service: 'dynamodb',
      region,
    }
    const prefix = getString(ctx, 'keyPrefix').trim()
    const fullKey = (key: string) => {
      const full = prefix ? `${prefix}#${key.trim()}` : key.trim()
      if (!key.trim() || full.length > MAX_KEY_LENGTH)
        throw new Error(`A key must have 1 to ${MAX_KEY_LENGTH} characters`)
      return full
    }
    const { DynamicStructuredTool } = await langchainCoreTools()
    if (getString(ctx, 'operation') === 'retrieve')
      return new DynamicStructuredTool({
        name: 'dynamodb_kv_retrieve',
        description:
          'Reads the value stored under a key, as JSON with its value and timestamp; nthLatest picks an older version.',
        schema: DYNAMODB_RETRIEVE_SCHEMA,
        func: async ({ key, nthLatest }: { key: string; nthLatest?: string }) => {
          const nth = Math.max(1, Number.parseInt(nthLatest ?? '1', 10) || 1)
          const answer = await callDynamo(ctx, place, 'Query', {
            TableName: table,
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': { S: fullKey(key) } },
            ScanIndexForward: false,
            Limit: nth,
          })
          const item = Array.isArray(answer.Items) ? answer.Items[nth - 1] : undefined
          const text = (name: string) =>
            isRecord(item) && isRecord(item[name]) ? String(item[name].S ?? '') : ''
          return JSON.stringify(
            item
              ? { value: text('value'), timestamp: text('timestamp') || text('sk') }
              : { value: null, timestamp: null },
          )
        },
      })
    return new DynamicStructuredTool({
      name: 'dynamodb_kv_store',
      description: 'Stores a text value under a key; earlier values of the key are kept as older versions.',
      schema: DYNAMODB_STORE_SCHEMA,
      func: async ({ key, value }: { key: string; value: string }) => {
        const now = Date.now()
        const timestamp = new Date(now).toISOString()
        await callDynamo(ctx, place, 'PutItem', {
          TableName: table,
          Item: {
            pk: { S: fullKey(key) },
            sk: { S: String(now) },
            value: { S: value },
            timestamp: { S: timestamp },
          },
        })
        return `Stored the value of "${key}" at ${timestamp}`
      },
    })
  },
})
