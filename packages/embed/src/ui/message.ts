// One chat message: avatar, text (Markdown for the bot), attachments, details, date, actions, follow-ups.
import { renderMarkdown } from '../markdown'
import type { StoredMessage } from '../storage'
import { isShownImage, madeFiles } from '../uploads'
import { decorateCode, renderAgentMessages, renderSources, renderTools } from './details'
import { h, icon } from './dom'
import { renderActions } from './feedback'
import type { ChatActions, ChatState } from './state'

function formatDate(iso: string | undefined, toggle: { date: boolean; time: boolean }): string {
  if (!iso || (!toggle.date && !toggle.time)) return ''
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  const parts: string[] = []
  if (toggle.date) parts.push(d.toLocaleDateString())
  if (toggle.time) parts.push(d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }))
  return parts.join(' ')
}

/** Suggested questions (starters, follow-ups): each button sends its text. */
export function promptButtons(
  a: ChatActions,
  prompts: string[],
  className: string,
  label: string,
): HTMLElement {
  return h(
    'div',
    { class: className, role: 'group', 'aria-label': label },
    prompts.map((p) =>
      h('button', { class: 'uf-starter', type: 'button', onclick: () => void a.send(p) }, p),
    ),
  )
}

/** A question's files: images as pictures (a chip if one cannot be loaded), other files as chips. */
function renderUploads(s: ChatState, m: StoredMessage, files: { name: string; mime: string }[]): HTMLElement {
  const chip = (name: string) => h('span', { class: 'uf-chip' }, name)
  return h(
    'div',
    { class: 'uf-chips uf-uploads' },
    files.map((f) => {
      if (!isShownImage(f.mime)) return chip(f.name)
      const img = h('img', { class: 'uf-upload', src: s.uploadSrc(m, f.name), alt: f.name })
      img.addEventListener('error', () => img.replaceWith(chip(f.name)), { once: true })
      return img
    }),
  )
}

/** The images and files an answer's run made: pictures, and links that download the others. */
function renderMade(s: ChatState, m: StoredMessage): HTMLElement | null {
  const { images, downloads } = madeFiles(m.artifacts, m.fileAnnotations)
  if (images.length === 0 && downloads.length === 0) return null
  const pictures = images.map((name) =>
    h('img', { class: 'uf-artifact', src: s.uploadSrc(m, name), alt: name, 'data-testid': 'uf-artifact' }),
  )
  const links = downloads.map((name) =>
    h('a', { class: 'uf-chip', href: `${s.uploadSrc(m, name)}&download=true`, download: name }, name),
  )
  return h('div', { class: 'uf-chips uf-made' }, ...pictures, ...links)
}

/** A message row; `index` -1 is the welcome message, which is not stored. */
export function renderMessage(s: ChatState, a: ChatActions, m: StoredMessage, index: number): HTMLElement {
  const w = s.theme.chatWindow
  const bot = m.role === 'apiMessage'
  const look = bot ? w.botMessage : w.userMessage
  const avatar = look.showAvatar
    ? look.avatarSrc
      ? h('img', { class: 'uf-avatar', src: look.avatarSrc, alt: '' })
      : bot
        ? h('span', { class: 'uf-avatar' }, icon('bot'))
        : null
    : null
  const col = h('div', { class: 'uf-col' })
  const row = h('div', { class: `uf-row ${bot ? 'bot' : 'user'}`, 'data-index': index }, avatar, col)
  fillMessage(s, a, col, m, index)
  return row
}

/** Draws the message's column (again while its answer streams in). */
export function fillMessage(
  s: ChatState,
  a: ChatActions,
  col: HTMLElement,
  m: StoredMessage,
  index: number,
): void {
  const w = s.theme.chatWindow
  const bot = m.role === 'apiMessage'
  const body = h('div', { class: `uf-msg${m.error ? ' error' : ''}` })
  if (m.error) body.setAttribute('role', 'alert')
  const isLast = index === s.record.messages.length - 1
  const parts: Node[] = []
  if (bot && w.showAgentMessages && m.agentReasoning?.length)
    parts.push(renderAgentMessages(m.agentReasoning))
  const markdown = bot ? s.markdownOptions() : {}
  if (bot && ((m.content === '' && s.loading && isLast) || markdown === 'wait')) {
    body.append(h('span', { class: 'uf-typing', 'aria-label': 'Thinking' }, h('i'), h('i'), h('i')))
  } else if (bot && markdown !== 'wait') {
    body.innerHTML = renderMarkdown(m.content, markdown)
    decorateCode(body)
  } else {
    body.textContent = m.content
  }
  if (!bot && m.fileUploads?.length) parts.push(renderUploads(s, m, m.fileUploads))
  if (m.content !== '' || m.error || (bot && s.loading && isLast)) parts.push(body)
  const made = bot ? renderMade(s, m) : null
  if (made) parts.push(made)
  if (bot && m.usedTools?.length) parts.push(renderTools(m.usedTools))
  const sources = bot ? renderSources(m.sourceDocuments, w.sourceDocsTitle) : null
  if (sources) parts.push(sources)
  const when = formatDate(m.date, { date: !!w.dateTimeToggle.date, time: !!w.dateTimeToggle.time })
  if (when) parts.push(h('div', { class: 'uf-meta' }, when))
  if (bot && index >= 0 && m.id && !(s.loading && isLast)) parts.push(renderActions(s, a, m, index))
  if (bot && isLast && !s.loading && m.followUpPrompts?.length) {
    parts.push(promptButtons(a, m.followUpPrompts, 'uf-chips', 'Follow-up questions'))
  }
  col.replaceChildren(...parts)
}
