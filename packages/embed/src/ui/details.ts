// What a bot answer carries besides its text: agent steps, used tools, source documents, code copy buttons.
import { asRecord } from '../json'
import { sourceChips } from '../sources'
import { detail, h, icon } from './dom'

export function renderAgentMessages(steps: unknown[]): HTMLElement {
  const blocks = steps.map((step) => {
    const s = asRecord(step)
    const name = typeof s.agentName === 'string' ? s.agentName : 'Agent'
    const msgs = Array.isArray(s.messages) ? s.messages.filter((x): x is string => typeof x === 'string') : []
    return detail(name, msgs.join('\n\n'))
  })
  return h('div', { class: 'uf-chips' }, blocks)
}

export function renderTools(tools: unknown[]): HTMLElement {
  return h(
    'div',
    { class: 'uf-chips', role: 'group', 'aria-label': 'Used tools' },
    tools.map((tool) => {
      const t = asRecord(tool)
      const name = typeof t.tool === 'string' ? t.tool : 'tool'
      // The widget's own icon, not an emoji: a system without an emoji font drew a box for it.
      const summary = [icon('tool'), name]
      return detail(summary, JSON.stringify({ input: t.toolInput, output: t.toolOutput }, null, 2))
    }),
  )
}

/** Source documents as chips: links for web pages, expandable text otherwise; null when there are none. */
export function renderSources(docs: unknown[] | undefined, title: string): HTMLElement | null {
  const chips = sourceChips(docs)
  if (!chips.length) return null
  return h(
    'div',
    { class: 'uf-chips', role: 'group', 'aria-label': title },
    h('span', { class: 'uf-chips-title' }, title),
    chips.map((c) =>
      c.url
        ? h(
            'a',
            { class: 'uf-chip', href: c.url, target: '_blank', rel: 'noopener noreferrer', title: c.url },
            c.label,
          )
        : detail(c.label, c.content),
    ),
  )
}

/** Code blocks get a copy button. */
export function decorateCode(body: HTMLElement): void {
  for (const pre of Array.from(body.querySelectorAll('pre'))) {
    const wrap = h('div', { class: 'uf-code' })
    pre.replaceWith(wrap)
    const copy = h('button', { class: 'uf-copy', type: 'button', 'aria-label': 'Copy code' }, 'Copy')
    copy.addEventListener('click', () => {
      void navigator.clipboard?.writeText(pre.textContent ?? '').then(() => {
        copy.textContent = 'Copied'
      })
    })
    wrap.append(pre, copy)
  }
}
