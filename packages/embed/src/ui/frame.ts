// The chat window's frame: header (title, clear, close), footer and the disclaimer overlay.
import { h, iconButton } from './dom'
import type { ChatActions, ChatState } from './state'

export function renderHeader(s: ChatState, a: ChatActions): HTMLElement {
  const w = s.theme.chatWindow
  return h(
    'div',
    { class: 'uf-header' },
    w.titleAvatarSrc ? h('img', { src: w.titleAvatarSrc, alt: '' }) : null,
    h('h2', null, w.showTitle ? w.title : ''),
    iconButton('clear', {
      'aria-label': 'Clear chat',
      title: 'Clear chat',
      disabled: s.loading || s.status !== 'ready',
      onclick: () => a.clearChat(),
    }),
    s.mode === 'bubble'
      ? iconButton('close', { 'aria-label': 'Close chat', title: 'Close', onclick: () => a.setOpen(false) })
      : null,
  )
}

export function renderFooter(s: ChatState): HTMLElement | null {
  const footer = s.theme.chatWindow.footer
  if (!footer.text && !footer.company) return null
  const company = footer.companyLink
    ? h('a', { href: footer.companyLink, target: '_blank', rel: 'noopener noreferrer' }, footer.company)
    : h('strong', null, footer.company)
  return h('div', { class: 'uf-footer' }, footer.text ? `${footer.text} ` : '', company)
}

export function renderDisclaimer(s: ChatState, a: ChatActions): HTMLElement {
  const d = s.theme.disclaimer ?? {}
  const accept = h(
    'button',
    { class: 'uf-btn', type: 'button', onclick: () => a.acceptDisclaimer() },
    d.buttonText || 'Start Chatting',
  )
  return h(
    'div',
    { class: 'uf-overlay' },
    h(
      'div',
      { class: 'uf-form', role: 'alertdialog', 'aria-label': d.title || 'Disclaimer' },
      h('h3', null, d.title || 'Disclaimer'),
      h('div', null, d.message || 'By using this chatbot, you agree to the Terms and Conditions.'),
      h('div', { class: 'uf-form-actions' }, accept),
    ),
  )
}
