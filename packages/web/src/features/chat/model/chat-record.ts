/**
 * The canvas chat's local record (docs/product.md#data): `{flowId}_INTERNAL` in localStorage, a JSON object with
 * the chatId of the current conversation, the lead captured by a leads form and other values.
 */
export interface ChatRecordStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export type ChatRecord = Record<string, unknown> & { chatId?: string; lead?: unknown }

export const chatRecordKey = (flowId: string) => `${flowId}_INTERNAL`

export function readChatRecord(storage: ChatRecordStorage, flowId: string): ChatRecord {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(chatRecordKey(flowId)) ?? '{}')
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? { ...parsed } : {}
  } catch {
    return {}
  }
}

export function writeChatRecord(storage: ChatRecordStorage, flowId: string, record: ChatRecord): void {
  storage.setItem(chatRecordKey(flowId), JSON.stringify(record))
}

/** The chatId of the current conversation, created (and stored) when there is none. */
export function currentChatId(storage: ChatRecordStorage, flowId: string, newId: () => string): string {
  const record = readChatRecord(storage, flowId)
  if (typeof record.chatId === 'string' && record.chatId) return record.chatId
  const chatId = newId()
  writeChatRecord(storage, flowId, { ...record, chatId })
  return chatId
}

/** docs/product.md#states: clearing the chat keeps the lead if one is stored, otherwise deletes the record. */
export function clearChatRecord(storage: ChatRecordStorage, flowId: string): void {
  const { lead } = readChatRecord(storage, flowId)
  if (lead !== undefined && lead !== null) writeChatRecord(storage, flowId, { lead })
  else storage.removeItem(chatRecordKey(flowId))
}

/** localStorage when the browser allows it (private modes may throw), else a memory-only store. */
export function browserChatStorage(): ChatRecordStorage {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage
  } catch {
    // fall through
  }
  const memory = new Map<string, string>()
  return {
    getItem: (k) => memory.get(k) ?? null,
    setItem: (k, v) => void memory.set(k, v),
    removeItem: (k) => void memory.delete(k),
  }
}
