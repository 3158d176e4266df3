// Under a bot answer: copy and thumbs buttons, the optional feedback form, and sending the rating.
import type { Api, FeedbackRating } from '../api'
import type { StoredMessage } from '../storage'
import { h, iconButton } from './dom'
import type { ChatActions, ChatState } from './state'
import { FEEDBACK_FAILED } from './texts'

export function renderActions(s: ChatState, a: ChatActions, m: StoredMessage, index: number): HTMLElement {
  const row = h('div', { class: 'uf-actions' })
  row.append(
    iconButton('copy', {
      'aria-label': 'Copy answer',
      title: 'Copy',
      onclick: () => void navigator.clipboard?.writeText(m.content),
    }),
  )
  if (s.config?.feedback && !m.error) {
    for (const rating of ['THUMBS_UP', 'THUMBS_DOWN'] as const) {
      row.append(
        iconButton(rating === 'THUMBS_UP' ? 'up' : 'down', {
          'aria-label': rating === 'THUMBS_UP' ? 'Thumbs up' : 'Thumbs down',
          'aria-pressed': String(m.rating === rating),
          disabled: !!m.rating && m.rating !== rating,
          onclick: () => void a.rate(index, rating),
        }),
      )
    }
  }
  const wrap = h('div', { class: 'uf-col' }, row)
  if (s.feedbackError === index) wrap.append(h('div', { class: 'uf-alert', role: 'alert' }, FEEDBACK_FAILED))
  if (s.feedbackOpen === index) wrap.append(renderFeedbackForm(s, a, index))
  return wrap
}

function renderFeedbackForm(s: ChatState, a: ChatActions, index: number): HTMLElement {
  const text = h('textarea', {
    rows: 2,
    'aria-label': 'Feedback',
    placeholder: 'Provide additional feedback (optional)',
  })
  const form = h(
    'form',
    { class: 'uf-form' },
    text,
    h(
      'div',
      { class: 'uf-form-actions' },
      h(
        'button',
        {
          class: 'uf-btn secondary',
          type: 'button',
          onclick: () => {
            s.feedbackOpen = undefined
            a.renderMessages()
          },
        },
        'Skip',
      ),
      h('button', { class: 'uf-btn', type: 'submit' }, 'Submit feedback'),
    ),
  )
  form.addEventListener('submit', (e) => {
    e.preventDefault()
    const m = s.record.messages[index]
    if (m?.rating) void a.rate(index, m.rating, text.value.trim())
  })
  a.later(() => text.focus())
  return form
}

/** Sends a thumbs rating (then, with `content`, the written feedback) for the answer at `index`. */
export async function rate(
  s: ChatState,
  api: Api,
  index: number,
  rating: FeedbackRating,
  content = '',
): Promise<void> {
  const m = s.record.messages[index]
  if (!m?.id) return
  s.feedbackError = undefined
  try {
    await api.feedback({ chatId: s.record.chatId, messageId: m.id, rating, content })
    m.rating = rating
    s.feedbackOpen = content ? undefined : index
    s.save()
  } catch {
    s.feedbackError = index
  }
}
