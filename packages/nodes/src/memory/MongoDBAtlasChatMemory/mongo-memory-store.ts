import { isRecord } from '@unikflow/graph'
import type { Collection } from 'mongodb'
import type { TChatMemoryStore, TChatMessage } from '../../context'

/** One stored message as LangChain's MongoDBChatMessageHistory (so Flowise's node) writes it. */
type TStoredMessage = { type: 'human' | 'ai'; data: { content: string; additional_kwargs: object } }

/** A session's document. */
export type TMongoSession = { sessionId: string; messages: TStoredMessage[] }

const stored = (m: TChatMessage): TStoredMessage => ({
  type: m.role === 'userMessage' ? 'human' : 'ai',
  data: { content: m.content, additional_kwargs: {} },
})

/** A stored message back as a chat turn; other kinds (system, tool) are left out of the history. */
function chatMessage(value: unknown): TChatMessage | undefined {
  if (!isRecord(value) || !isRecord(value.data)) return undefined
  const content = typeof value.data.content === 'string' ? value.data.content : ''
  if (value.type === 'human') return { role: 'userMessage', content }
  if (value.type === 'ai') return { role: 'apiMessage', content }
  return undefined
}

/**
 * Chat turns in a MongoDB collection the way Flowise keeps them: one document per session
 * (`{ sessionId, messages: [{ type, data: { content } }] }`), so a collection Flowise wrote is read as is.
 * Keyed by the session only, as in Flowise (a chat's session id is its own).
 */
export function createMongoMemoryStore(
  withCollection: <T>(fn: (collection: Collection<TMongoSession>) => Promise<T>) => Promise<T>,
): TChatMemoryStore {
  return {
    getMessages: (sessionId) =>
      withCollection(async (c) => {
        const doc = await c.findOne({ sessionId })
        const messages: unknown = doc?.messages
        return (Array.isArray(messages) ? messages : [])
          .map(chatMessage)
          .filter((m): m is TChatMessage => m !== undefined)
      }),
    addMessages: async (sessionId, _flowId, messages) => {
      if (messages.length === 0) return
      await withCollection((c) =>
        c.updateOne(
          { sessionId },
          { $push: { messages: { $each: messages.map(stored) } } },
          { upsert: true },
        ),
      )
    },
    clear: async (sessionId) => {
      await withCollection((c) => c.deleteOne({ sessionId }))
    },
  }
}
