import { describe, expect, it } from 'vitest'
import { applyStreamEvent, followUpList, type Answer } from './api'

describe('stream events into an answer', () => {
  it('builds text, sources, tools, follow-ups and ids', () => {
    const answer: Answer = { text: '' }
    const events = [
      { event: 'start', data: '' },
      { event: 'token', data: 'Hel' },
      { event: 'token', data: 'lo' },
      { event: 'sourceDocuments', data: [{ pageContent: 'p', metadata: {} }] },
      { event: 'usedTools', data: [{ tool: 'calc', toolInput: {}, toolOutput: '2' }] },
      { event: 'metadata', data: { chatId: 'c', chatMessageId: 'm', followUpPrompts: '["Why?","How?"]' } },
      { event: 'end', data: '[DONE]' },
    ]
    for (const e of events) expect(applyStreamEvent(answer, e)).toBeUndefined()
    expect(answer).toEqual({
      text: 'Hello',
      sourceDocuments: [{ pageContent: 'p', metadata: {} }],
      usedTools: [{ tool: 'calc', toolInput: {}, toolOutput: '2' }],
      chatId: 'c',
      chatMessageId: 'm',
      followUpPrompts: ['Why?', 'How?'],
    })
    expect(applyStreamEvent(answer, { event: 'error', data: 'boom' })).toBe('boom')
  })

  it('reads follow-up prompts as an array or JSON text', () => {
    expect(followUpList(['a', '', 'b'])).toEqual(['a', 'b'])
    expect(followUpList('not json')).toBeUndefined()
    expect(followUpList('[]')).toBeUndefined()
  })
})
