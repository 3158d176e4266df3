import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { FlowMemory } from '../../shared/flow-memory'

const harness = useNodeHarness()

describe('Buffer Memory', () => {
  it('keeps every turn of its session under its memory key', async () => {
    const memory = await harness.supply('bufferMemory', {
      inputs: { sessionId: 'own', memoryKey: 'history' },
    })
    if (!(memory instanceof FlowMemory)) throw new Error('not a flow memory')
    expect(memory.sessionId).toBe('own')
    expect(memory.memoryKey).toBe('history')
    for (let turn = 1; turn <= 6; turn++) await memory.saveTurn(`q${turn}`, `a${turn}`)
    const messages = await memory.getMessages()
    expect(messages).toHaveLength(12)
    expect(messages.at(0)).toEqual({ role: 'userMessage', content: 'q1' })
    expect(messages.at(-1)).toEqual({ role: 'apiMessage', content: 'a6' })
  })

  it('prefers the run session, falls back to the chat id, and starts from the given history', async () => {
    const history = [{ role: 'userMessage' as const, content: 'earlier' }]
    const bySession = await harness.supply('bufferMemory', {
      inputs: { sessionId: 'own' },
      sessionId: 'run',
      history,
    })
    const byChat = await harness.supply('bufferMemory', {})
    if (!(bySession instanceof FlowMemory) || !(byChat instanceof FlowMemory))
      throw new Error('not a flow memory')
    expect(bySession.sessionId).toBe('run')
    expect(bySession.memoryKey).toBe('chat_history')
    expect(byChat.sessionId).toBe('c')
    expect(await bySession.getMessages()).toEqual(history)
  })
})
