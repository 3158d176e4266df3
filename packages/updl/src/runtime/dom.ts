/** An element with attributes and, if given, its text (always as `textContent`, never as HTML). */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Readonly<Record<string, string>> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  for (const key of Object.keys(attrs)) element.setAttribute(key, attrs[key] ?? '')
  if (text !== undefined) element.textContent = text
  return element
}

/** Removes every child of `element`. */
export function clear(element: Element): void {
  while (element.firstChild) element.removeChild(element.firstChild)
}

/** An element the page shell always writes (`#uf-hud`, `#uf-panel`, `#uf-view`). */
export function requiredElement(id: string): HTMLElement {
  const element = document.getElementById(id)
  if (!element) throw new Error(`#${id} missing`)
  return element
}
