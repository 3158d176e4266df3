import { describe, expect, it } from 'vitest'
import { applyStreamEvent, errorOf, followUpList, type Answer } from './api'

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

describe('refusals', () => {
  it.each([
    ['text/plain; charset=utf-8', 'Slow down, please'],
    [
      'application/json',
      JSON.stringify({ statusCode: 429, code: 'RATE_LIMITED', message: 'Slow down, please' }),
    ],
  ])('reads the message of a %s refusal', async (type, body) => {
    const res = new Response(body, {
      status: 429,
      statusText: 'Too Many Requests',
      headers: { 'content-type': type },
    })
    expect(await errorOf(res)).toMatchObject({ status: 429, message: 'Slow down, please' })
  })

  it('falls back to the status text for an empty body', async () => {
    const res = new Response('', { status: 403, statusText: 'Forbidden' })
    expect((await errorOf(res)).message).toBe('Forbidden')
  })
})
