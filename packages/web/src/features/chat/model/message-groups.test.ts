import { describe, expect, it } from 'vitest'
import type { TChatMessage, TChatSession } from '@unikflow/graph'
import {
  DEFAULT_FILTERS,
  groupSessionsByDay,
  messageListQuery,
  summarizeSession,
  toTurns,
} from './message-groups'

let n = 0
function message(
  role: TChatMessage['role'],
  content: string,
  rating?: 'THUMBS_UP' | 'THUMBS_DOWN',
): TChatMessage {
  const id = `m${++n}`
  return {
    id,
    chatflowId: 'f',
    role,
    content,
    sourceDocuments: null,
    usedTools: null,
    fileUploads: null,
    chatType: 'INTERNAL',
    chatId: 'c',
    sessionId: 'c',
    memoryType: null,
    createdDate: '2025-01-01T10:00:00.000Z',
    feedback: rating
      ? { id: `f${id}`, chatflowId: 'f', chatId: 'c', messageId: id, rating, content: null, createdDate: '' }
      : null,
  }
}

function session(chatId: string, lastDate: string, messages: TChatMessage[] = []): TChatSession {
  return { chatId, sessionId: chatId, chatType: 'INTERNAL', firstDate: lastDate, lastDate, messages }
}

describe('View messages helpers', () => {
  it('builds the list query from the filters that are set', () => {
    expect(messageListQuery(DEFAULT_FILTERS)).toEqual({ chatType: ['INTERNAL', 'EXTERNAL'] })
    expect(messageListQuery({ ...DEFAULT_FILTERS, chatTypes: [] })).toEqual({})
    expect(
      messageListQuery({
        startDate: '2025-01-01',
        endDate: '2025-01-31',
        chatTypes: ['INTERNAL'],
        feedback: 'any',
      }),
    ).toEqual({ startDate: '2025-01-01', endDate: '2025-01-31', chatType: ['INTERNAL'], feedback: 'true' })
    expect(messageListQuery({ ...DEFAULT_FILTERS, chatTypes: [], feedback: 'THUMBS_DOWN' })).toEqual({
      feedback: 'true',
      feedbackType: 'THUMBS_DOWN',
    })
  })

  it('summarises a session: first question, counts, ratings', () => {
    const s = session('c', '2025-01-02T10:00:00Z', [
      message('userMessage', '  What   is\nthis? '),
      message('apiMessage', 'A test', 'THUMBS_UP'),
      message('userMessage', 'And that?'),
      message('apiMessage', 'Another', 'THUMBS_DOWN'),
      message('apiMessage', 'More', 'THUMBS_UP'),
    ])
    expect(summarizeSession(s)).toEqual({
      chatId: 'c',
      title: 'What is this?',
      messageCount: 5,
      thumbsUp: 2,
      thumbsDown: 1,
      lastDate: '2025-01-02T10:00:00Z',
    })
    expect(summarizeSession(s, 6).title).toBe('What …')
    expect(summarizeSession(session('e', '2025-01-02T10:00:00Z')).title).toBe('')
  })

  it('groups sessions by day, newest first', () => {
    const groups = groupSessionsByDay([
      session('a', new Date(2025, 0, 1, 9).toISOString()),
      session('b', new Date(2025, 0, 2, 9).toISOString()),
      session('c', new Date(2025, 0, 1, 18).toISOString()),
    ])
    expect(groups.map((g) => [g.day, g.sessions.map((s) => s.chatId)])).toEqual([
      ['2025-01-02', ['b']],
      ['2025-01-01', ['c', 'a']],
    ])
  })

  it('pairs each answer with its question', () => {
    const q1 = message('userMessage', 'q1')
    const a1 = message('apiMessage', 'a1')
    const q2 = message('userMessage', 'q2')
    const lone = message('apiMessage', 'greeting')
    expect(toTurns([lone, q1, a1, q2])).toEqual([
      { answer: lone },
      { question: q1, answer: a1 },
      { question: q2 },
    ])
  })
})
