// Flowise's "File Upload" on a vector store node: files a chat uploads are written with the chat's id in
// their metadata, and the node then searches that chat's documents only, so one chat never finds what
// another uploaded.
import type { DocumentInterface } from '@langchain/core/documents'
import type { TNodeContext } from '../context'
import { getBoolean } from '../shared/read-inputs'

/** The metadata key Flowise writes the chat id under (stores filled by Flowise keep working). */
const CHAT_ID_KEY = 'flowise_chatId'

/** The node's File Upload input, as every store that has it shows it. */
export const fileUploadParam = {
  label: 'File Upload',
  name: 'fileUpload',
  type: 'boolean',
  description:
    'Files uploaded in a chat are written here for that chat: each chat searches only its own documents',
  optional: true,
} as const

/** The chat whose documents the node writes and searches: set when its File Upload is on. */
export function uploadChatId(ctx: TNodeContext): string | undefined {
  return getBoolean(ctx, 'fileUpload') && ctx.chatId ? ctx.chatId : undefined
}

/** Copies of the documents carrying the chat's id (the loaders' documents are left as they are). */
export function withChatId<D extends DocumentInterface>(docs: readonly D[], chatId: string): D[] {
  return docs.map((d) => ({ ...d, metadata: { ...d.metadata, [CHAT_ID_KEY]: chatId } }))
}

/** A filter of key/value pairs (Postgres' containment, Pinecone's equality) narrowed to the chat. */
export function chatFilter(
  filter: Record<string, unknown> | undefined,
  chatId: string | undefined,
): Record<string, unknown> | undefined {
  return chatId ? { ...(filter ?? {}), [CHAT_ID_KEY]: chatId } : filter
}

/** A Qdrant filter narrowed to the chat (its payload keeps metadata under `metadata.`). */
export function qdrantChatFilter(
  filter: Record<string, unknown> | undefined,
  chatId: string | undefined,
): Record<string, unknown> | undefined {
  if (!chatId) return filter
  const must: unknown = filter?.must
  const condition = { key: `metadata.${CHAT_ID_KEY}`, match: { value: chatId } }
  return { ...(filter ?? {}), must: [...(Array.isArray(must) ? must : must ? [must] : []), condition] }
}

/** A Milvus boolean expression narrowed to the chat (the metadata is a JSON field named `metadata`). */
export function milvusChatFilter(expression: string, chatId: string | undefined): string {
  if (!chatId) return expression
  const condition = `metadata[${JSON.stringify(CHAT_ID_KEY)}] == ${JSON.stringify(chatId)}`
  return expression.trim() ? `(${expression}) and ${condition}` : condition
}

/** An Upstash Vector filter (its SQL-like syntax) narrowed to the chat. */
export function upstashChatFilter(filter: string, chatId: string | undefined): string {
  if (!chatId) return filter
  const condition = `${CHAT_ID_KEY} = '${chatId.replace(/'/g, "\\'")}'`
  return filter.trim() ? `(${filter}) AND ${condition}` : condition
}
