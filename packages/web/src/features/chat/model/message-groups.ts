import type { TChatMessage, TChatSession, TChatType, TFeedbackRating } from '@unikflow/graph'

/** The View messages dialog's filters. Dates are `YYYY-MM-DD` from date inputs, empty when unset. */
export interface MessageFilters {
  startDate: string
  endDate: string
  chatTypes: TChatType[]
  /** '' any; 'any' only chats with feedback; or one rating. */
  feedback: '' | 'any' | TFeedbackRating
}

/** What the dialog opens on: people's chats (the canvas's and the API's), not an evaluation's rows. */
export const DEFAULT_FILTERS: MessageFilters = {
  startDate: '',
  endDate: '',
  chatTypes: ['INTERNAL', 'EXTERNAL'],
  feedback: '',
}

/** The chat types' labels (chatmessage namespace). */
export const CHAT_TYPE_LABELS: Record<TChatType, string> = {
  INTERNAL: 'messages.internal',
  EXTERNAL: 'messages.external',
  EVALUATION: 'messages.evaluation',
}

/** Filters → the query of `GET …/messages` (only what is set). */
export function messageListQuery(filters: MessageFilters): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {}
  if (filters.startDate) query.startDate = filters.startDate
  if (filters.endDate) query.endDate = filters.endDate
  if (filters.chatTypes.length > 0) query.chatType = filters.chatTypes
  if (filters.feedback) {
    query.feedback = 'true'
    if (filters.feedback !== 'any') query.feedbackType = filters.feedback
  }
  return query
}

export interface SessionSummary {
  chatId: string
  /** The first question (trimmed), or '' when the chat has none. */
  title: string
  messageCount: number
  thumbsUp: number
  thumbsDown: number
  lastDate: string
}

export function summarizeSession(session: TChatSession, max = 80): SessionSummary {
  const first = session.messages.find((m) => m.role === 'userMessage' && m.content.trim() !== '')
  const text = first?.content.replace(/\s+/g, ' ').trim() ?? ''
  const ratings = session.messages.map((m) => m.feedback?.rating)
  return {
    chatId: session.chatId,
    title: text.length > max ? `${text.slice(0, max - 1)}…` : text,
    messageCount: session.messages.length,
    thumbsUp: ratings.filter((r) => r === 'THUMBS_UP').length,
    thumbsDown: ratings.filter((r) => r === 'THUMBS_DOWN').length,
    lastDate: session.lastDate,
  }
}

/** Sessions under one heading per calendar day of their last message (local time), newest first. */
export function groupSessionsByDay<T extends { lastDate: string }>(
  sessions: readonly T[],
): { day: string; sessions: T[] }[] {
  const groups = new Map<string, T[]>()
  const sorted = [...sessions].sort((a, b) => Date.parse(b.lastDate) - Date.parse(a.lastDate))
  for (const s of sorted) {
    const d = new Date(s.lastDate)
    const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
    const list = groups.get(day)
    if (list) list.push(s)
    else groups.set(day, [s])
  }
  return [...groups].map(([day, list]) => ({ day, sessions: list }))
}

/** A transcript as question/answer turns: each answer with the question before it. */
export function toTurns(
  messages: readonly TChatMessage[],
): { question?: TChatMessage; answer?: TChatMessage }[] {
  const turns: { question?: TChatMessage; answer?: TChatMessage }[] = []
  for (const m of messages) {
    const last = turns.at(-1)
    if (m.role === 'userMessage') turns.push({ question: m })
    else if (last && !last.answer) last.answer = m
    else turns.push({ answer: m })
  }
  return turns
}
