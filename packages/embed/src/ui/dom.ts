// A tiny element builder: the widget draws with plain DOM, no framework.

type Listener = (event: Event) => void
export type Attrs = Record<string, string | number | boolean | undefined | null | Listener>
export type Child = Node | string | number | null | undefined | false

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs?: Attrs | null,
  ...children: (Child | Child[])[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag)
  for (const [key, value] of Object.entries(attrs ?? {})) {
    if (value === undefined || value === null || value === false) continue
    if (typeof value === 'function') el.addEventListener(key.slice(2).toLowerCase(), value)
    else if (key === 'class') el.className = String(value)
    else el.setAttribute(key, value === true ? '' : String(value))
  }
  append(el, children)
  return el
}

export function append(el: Node, children: (Child | Child[])[]): void {
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue
    el.appendChild(typeof child === 'object' ? child : document.createTextNode(String(child)))
  }
}

/** A `<details>` block: `summary` shown, `text` in a `<pre>` when opened. */
export function detail(summary: Child | Child[], text: string): HTMLDetailsElement {
  return h('details', { class: 'uf-detail' }, h('summary', null, summary), h('pre', null, text))
}

/** A small button showing one of the icons; `attrs` go after the shared class and type. */
export function iconButton(name: IconName, attrs: Attrs): HTMLButtonElement {
  return h('button', { class: 'uf-icon-btn', type: 'button', ...attrs }, icon(name))
}

const ICONS: Record<string, string> = {
  chat: '<path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6c-.5.4-1.3.1-1.3-.6V16A2.5 2.5 0 0 1 4 13.5z"/>',
  close:
    '<path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>',
  send: '<path d="M4 12l16-8-6 16-2.5-6.5z"/>',
  stop: '<rect x="6" y="6" width="12" height="12" rx="2"/>',
  clip: '<path d="M16.5 7.5l-7 7a2 2 0 0 0 2.8 2.8l7.4-7.4a4 4 0 0 0-5.6-5.6L6.6 11.7a6 6 0 0 0 8.5 8.5l5.4-5.4" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/>',
  mic: '<rect x="9" y="3" width="6" height="11" rx="3"/><path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/>',
  clear:
    '<path d="M4.5 12a7.5 7.5 0 1 0 2.2-5.3M4.5 4v4h4" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/>',
  up: '<path d="M7 11v9H4v-9zM9 20h7.6a2 2 0 0 0 2-1.6l1.2-6A2 2 0 0 0 17.8 10H14l.7-3.6A1.9 1.9 0 0 0 12.8 4L9 10.5z"/>',
  down: '<path d="M7 13V4H4v9zM9 4h7.6a2 2 0 0 1 2 1.6l1.2 6a2 2 0 0 1-2 2.4H14l.7 3.6a1.9 1.9 0 0 1-1.9 2.4L9 13.5z"/>',
  copy: '<rect x="8" y="8" width="11" height="12" rx="2" fill="none" stroke="currentColor" stroke-width="1.8"/><path d="M5 15V6a2 2 0 0 1 2-2h8" fill="none" stroke="currentColor" stroke-width="1.8"/>',
  tool: '<path d="M14.7 6.3a4 4 0 0 0-5.2 5.2l-5.6 5.6a1.6 1.6 0 0 0 2.3 2.3l5.6-5.6a4 4 0 0 0 5.2-5.2l-2.4 2.4-2.3-.3-.3-2.3z"/>',
  bot: '<circle cx="12" cy="12" r="10"/><circle cx="9" cy="11" r="1.4" fill="#fff"/><circle cx="15" cy="11" r="1.4" fill="#fff"/><path d="M8.5 15c1.9 1.4 5.1 1.4 7 0" fill="none" stroke="#fff" stroke-width="1.5" stroke-linecap="round"/>',
}

type IconName = keyof typeof ICONS & string

/** One of the widget's own icons (static markup written here, never from outside). */
export function icon(name: IconName): Element {
  const holder = document.createElement('span')
  holder.innerHTML = `<svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true" focusable="false">${ICONS[name] ?? ''}</svg>`
  return holder.firstElementChild ?? holder
}
