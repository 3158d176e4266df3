import { isRecord } from '@unikflow/graph'
import type { TChatMemoryStore, TChatMessage, TNodeContext } from '../../context'
import type { TAwsTarget } from '../../shared/aws-sign'
import { callDynamo } from '../../shared/dynamodb-call'

/** The item's attribute holding the messages (LangChain's DynamoDBChatMessageHistory, so Flowise's node). */
const MESSAGES = 'messages'

const textOf = (entry: unknown, key: string): string | undefined => {
  const m = isRecord(entry) && isRecord(entry.M) ? entry.M[key] : undefined
  return isRecord(m) && typeof m.S === 'string' ? m.S : undefined
}

/**
 * A session is one item `{ <partition key>: session, messages: [{ M: { type, text } }] }` — the layout
 * Flowise's DynamoDB memory writes (`type` human or ai) — read with GetItem, appended to with
 * UpdateItem's `list_append`, removed with DeleteItem.
 */
export function createDynamoMemoryStore(
  ctx: TNodeContext,
  target: TAwsTarget,
  table: string,
  partitionKey: string,
): TChatMemoryStore {
  const key = (sessionId: string) => ({ [partitionKey]: { S: sessionId } })
  return {
    async getMessages(sessionId) {
      const answer = await callDynamo(ctx, target, 'GetItem', { TableName: table, Key: key(sessionId) })
      const item = isRecord(answer.Item) ? answer.Item[MESSAGES] : undefined
      const list = isRecord(item) && Array.isArray(item.L) ? item.L : []
      return list.flatMap((entry: unknown): TChatMessage[] => {
        const type = textOf(entry, 'type')
        const text = textOf(entry, 'text')
        if (type === undefined || text === undefined) return []
        return [{ role: type === 'ai' ? 'apiMessage' : 'userMessage', content: text }]
      })
    },
    async addMessages(sessionId, _flowId, messages) {
      if (messages.length === 0) return
      await callDynamo(ctx, target, 'UpdateItem', {
        TableName: table,
        Key: key(sessionId),
        ExpressionAttributeNames: { '#m': MESSAGES },
        ExpressionAttributeValues: {
          ':empty_list': { L: [] },
          ':m': {
            L: messages.map((m) => ({
              M: { type: { S: m.role === 'apiMessage' ? 'ai' : 'human' }, text: { S: m.content } },
            })),
          },
        },
        UpdateExpression: 'SET #m = list_append(if_not_exists(#m, :empty_list), :m)',
      })
    },
    async clear(sessionId) {
      await callDynamo(ctx, target, 'DeleteItem', { TableName: table, Key: key(sessionId) })
    },
  }
}
