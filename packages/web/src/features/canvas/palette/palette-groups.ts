import type { TPublicNodeDescriptor } from '@unikflow/graph'

/** The drag payload type a palette item carries onto the canvas. */
export const PALETTE_DRAG_TYPE = 'application/unikflow-node'

export const PaletteTabs = ['chatflow', 'sequential', 'updl'] as const
export type PaletteTab = (typeof PaletteTabs)[number]

/** Agent flows (Flowise's v1 agentflows): sequential agents and multi agents share a tab. */
const AGENTFLOW_CATEGORIES = ['Sequential Agents', 'Multi Agents']
const UPDL_CATEGORY = 'UPDL'

export function paletteTabOf(descriptor: Pick<TPublicNodeDescriptor, 'category'>): PaletteTab {
  if (AGENTFLOW_CATEGORIES.includes(descriptor.category)) return 'sequential'
  return descriptor.category === UPDL_CATEGORY ? 'updl' : 'chatflow'
}

export type PaletteGroup<T> = { category: string; items: T[] }

/** Categories in first-seen order (search results keep their ranking inside each). */
export function groupByCategory<T extends Pick<TPublicNodeDescriptor, 'category'>>(
  items: readonly T[],
): PaletteGroup<T>[] {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const list = groups.get(item.category)
    if (list) list.push(item)
    else groups.set(item.category, [item])
  }
  return [...groups].map(([category, list]) => ({ category, items: list }))
}
