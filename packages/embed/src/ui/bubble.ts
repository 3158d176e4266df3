// The round button in the page's corner that opens and closes the chat window (draggable if themed so).
import { h, icon } from './dom'
import type { ChatActions, ChatState } from './state'

export function renderBubble(s: ChatState, a: ChatActions, root: HTMLElement): HTMLButtonElement {
  const { button } = s.theme
  const label = s.open ? 'Close chat' : 'Open chat'
  const content = s.open
    ? icon('close')
    : button.customIconSrc
      ? h('img', { src: button.customIconSrc, alt: '' })
      : icon('chat')
  const bubble = h(
    'button',
    { class: 'uf-bubble', type: 'button', 'aria-label': label, 'aria-expanded': String(s.open) },
    content,
  )
  let start: { x: number; y: number; right: number; bottom: number } | undefined
  let dragged = false
  bubble.addEventListener('click', () => {
    if (dragged) {
      dragged = false
      return
    }
    a.setOpen(!s.open)
  })
  if (button.dragAndDrop) {
    bubble.addEventListener('pointerdown', (e) => {
      start = {
        x: e.clientX,
        y: e.clientY,
        right: s.theme.button.right,
        bottom: s.theme.button.bottom,
      }
      bubble.setPointerCapture(e.pointerId)
    })
    bubble.addEventListener('pointermove', (e) => {
      if (!start) return
      const dx = e.clientX - start.x
      const dy = e.clientY - start.y
      if (!dragged && Math.hypot(dx, dy) < 5) return
      dragged = true
      const size = s.theme.button.size
      s.theme.button.right = Math.min(Math.max(0, start.right - dx), window.innerWidth - size)
      s.theme.button.bottom = Math.min(Math.max(0, start.bottom - dy), window.innerHeight - size)
      root.style.setProperty('--uf-right', `${s.theme.button.right}px`)
      root.style.setProperty('--uf-bottom', `${s.theme.button.bottom}px`)
    })
    bubble.addEventListener('pointerup', () => {
      start = undefined
    })
  }
  return bubble
}

/** The bubble's tooltip, while the window is closed and the theme asks for one. */
export function renderTooltip(s: ChatState): HTMLDivElement | undefined {
  const tip = s.theme.tooltip
  return !s.open && tip.showTooltip && tip.tooltipMessage
    ? h('div', { class: 'uf-tooltip', role: 'status' }, tip.tooltipMessage)
    : undefined
}
