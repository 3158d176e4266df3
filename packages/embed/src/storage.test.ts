import { describe, expect, it } from 'vitest'
import { clearRecord, loadRecord, recordKey, saveRecord, type KeyValueStore } from './storage'

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  }
}

describe('local chat record', () => {
  it('is kept under {chatflowid}_EXTERNAL and read back', () => {
    const store = memoryStore()
    saveRecord(store, 'flow-1', { chatId: 'c1', messages: [{ role: 'userMessage', content: 'hi' }] })
    expect([...store.data.keys()]).toEqual(['flow-1_EXTERNAL'])
    expect(recordKey('flow-1')).toBe('flow-1_EXTERNAL')
    expect(loadRecord(store, 'flow-1')).toEqual({
      chatId: 'c1',
      messages: [{ role: 'userMessage', content: 'hi' }],
    })
  })

  it('clear chat keeps the lead and gives a new chat id', () => {
    const store = memoryStore()
    const lead = { name: 'Ann', email: 'ann@example.com' }
    saveRecord(store, 'f', { chatId: 'old', lead, messages: [{ role: 'apiMessage', content: 'x' }] })
    const fresh = clearRecord(store, 'f')
    expect(fresh.chatId).not.toBe('old')
    expect(fresh.messages).toEqual([])
    expect(fresh.lead).toEqual(lead)
    expect(loadRecord(store, 'f')).toEqual({ chatId: fresh.chatId, lead, messages: [] })
  })

  it('clear chat without a lead removes the record', () => {
    const store = memoryStore()
    saveRecord(store, 'f', { chatId: 'old', messages: [{ role: 'apiMessage', content: 'x' }] })
    const fresh = clearRecord(store, 'f')
    expect(fresh.chatId).not.toBe('old')
    expect(store.data.size).toBe(0)
  })

  it('ignores broken records and survives a throwing storage', () => {
    const store = memoryStore()
    store.data.set('f_EXTERNAL', '{not json')
    expect(loadRecord(store, 'f')).toBeUndefined()
    store.data.set(
      'f_EXTERNAL',
      JSON.stringify({
        chatId: 'c',
        chatHistory: [
          { role: 'bad', content: 1 },
          { role: 'apiMessage', content: 'ok' },
        ],
      }),
    )
    expect(loadRecord(store, 'f')).toEqual({ chatId: 'c', messages: [{ role: 'apiMessage', content: 'ok' }] })
    const failing: KeyValueStore = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('full')
      },
      removeItem: () => {
        throw new Error('blocked')
      },
    }
    expect(loadRecord(failing, 'f')).toBeUndefined()
    expect(() => saveRecord(failing, 'f', { chatId: 'c', messages: [] })).not.toThrow()
    expect(clearRecord(failing, 'f').messages).toEqual([])
  })
})
