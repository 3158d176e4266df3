// The chat kept in the page's localStorage under `{chatflowid}_EXTERNAL`: chat id, lead and messages.
import { asRecord } from './json'

export interface Lead {
  name?: string
  email?: string
  phone?: string
}

export interface StoredMessage {
  role: 'userMessage' | 'apiMessage'
  content: string
  id?: string
  sourceDocuments?: unknown[]
  usedTools?: unknown[]
  agentReasoning?: unknown[]
  artifacts?: unknown[]
  fileAnnotations?: unknown[]
  followUpPrompts?: string[]
  fileUploads?: { name: string; mime: string }[]
  rating?: 'THUMBS_UP' | 'THUMBS_DOWN'
  error?: boolean
  date?: string
}

export interface ChatRecord {
  chatId: string
  lead?: Lead
  messages: StoredMessage[]
  disclaimerAccepted?: boolean
}

/** The subset of Storage used here (tests give a Map-backed one). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export function recordKey(chatflowid: string): string {
  return `${chatflowid}_EXTERNAL`
}

export function newChatId(): string {
  const c = globalThis.crypto
  if (c && typeof c.randomUUID === 'function') return c.randomUUID()
  const bytes = new Uint8Array(16)
  if (c) c.getRandomValues(bytes)
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

function isStoredMessage(value: unknown): value is StoredMessage {
  const m = asRecord(value)
  return typeof m.content === 'string' && (m.role === 'userMessage' || m.role === 'apiMessage')
}

export function loadRecord(store: KeyValueStore | undefined, chatflowid: string): ChatRecord | undefined {
  try {
    const raw = store?.getItem(recordKey(chatflowid))
    if (!raw) return undefined
    const record = asRecord(JSON.parse(raw))
    if (typeof record.chatId !== 'string' || !record.chatId) return undefined
    // Flowise kept the messages as chatHistory.
    const list = Array.isArray(record.messages)
      ? record.messages
      : Array.isArray(record.chatHistory)
        ? record.chatHistory
        : []
    const lead = asRecord(record.lead)
    const result: ChatRecord = { chatId: record.chatId, messages: list.filter(isStoredMessage) }
    if (record.lead) {
      result.lead = {}
      for (const key of ['name', 'email', 'phone'] as const)
        if (typeof lead[key] === 'string') result.lead[key] = lead[key]
    }
    if (record.disclaimerAccepted === true) result.disclaimerAccepted = true
    return result
  } catch {
    return undefined
  }
}

export function saveRecord(store: KeyValueStore | undefined, chatflowid: string, record: ChatRecord): void {
  try {
    store?.setItem(recordKey(chatflowid), JSON.stringify(record))
  } catch {
    // Storage full or blocked (private mode): the chat still works, it just is not remembered.
  }
}

/**
 * Clear chat: a new conversation id and no messages. A stored lead survives (the visitor already
 * told us who they are); without one the record is removed.
 */
export function clearRecord(store: KeyValueStore | undefined, chatflowid: string): ChatRecord {
  const previous = loadRecord(store, chatflowid)
  const fresh: ChatRecord = { chatId: newChatId(), messages: [] }
  if (previous?.lead) {
    fresh.lead = previous.lead
    if (previous.disclaimerAccepted) fresh.disclaimerAccepted = true
    saveRecord(store, chatflowid, fresh)
  } else {
    try {
      store?.removeItem(recordKey(chatflowid))
    } catch {
      // see saveRecord
    }
  }
  return fresh
}
