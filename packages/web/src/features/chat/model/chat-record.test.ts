import { describe, expect, it } from 'vitest'
import {
  chatRecordKey,
  clearChatRecord,
  currentChatId,
  readChatRecord,
  type ChatRecordStorage,
} from './chat-record'

function memoryStorage(
  initial: Record<string, string> = {},
): ChatRecordStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial))
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  }
}

describe('chat local record', () => {
  it('creates a chatId once and reuses it', () => {
    const storage = memoryStorage()
    let n = 0
    const id = () => `id-${++n}`
    expect(currentChatId(storage, 'f1', id)).toBe('id-1')
    expect(currentChatId(storage, 'f1', id)).toBe('id-1')
    expect(storage.map.get('f1_INTERNAL')).toBe('{"chatId":"id-1"}')
    expect(currentChatId(storage, 'f2', id)).toBe('id-2')
  })

  it('clearing keeps the lead (dropping the chatId) and the next chat gets a new id', () => {
    const storage = memoryStorage({
      [chatRecordKey('f')]: JSON.stringify({ chatId: 'old', lead: { name: 'Ann', email: 'a@x' }, other: 1 }),
    })
    clearChatRecord(storage, 'f')
    expect(readChatRecord(storage, 'f')).toEqual({ lead: { name: 'Ann', email: 'a@x' } })
    expect(currentChatId(storage, 'f', () => 'new')).toBe('new')
    expect(readChatRecord(storage, 'f')).toEqual({ lead: { name: 'Ann', email: 'a@x' }, chatId: 'new' })
  })

  it('clearing without a lead deletes the record', () => {
    const storage = memoryStorage({ f_INTERNAL: JSON.stringify({ chatId: 'old' }), other: 'x' })
    clearChatRecord(storage, 'f')
    expect(storage.map.has('f_INTERNAL')).toBe(false)
    expect(storage.map.get('other')).toBe('x')
  })

  it('reads a broken record as empty', () => {
    const storage = memoryStorage({ f_INTERNAL: '{oops', g_INTERNAL: '[1]' })
    expect(readChatRecord(storage, 'f')).toEqual({})
    expect(readChatRecord(storage, 'g')).toEqual({})
    clearChatRecord(storage, 'f')
    expect(storage.map.has('f_INTERNAL')).toBe(false)
  })
})
