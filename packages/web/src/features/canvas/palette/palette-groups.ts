import type { TChatflowType, TPublicNodeDescriptor } from '@unikflow/graph'

/** The drag payload type a palette item carries onto the canvas. */
export const PALETTE_DRAG_TYPE = 'application/unikflow-node'

export const PaletteTabs = ['chatflow', 'sequential', 'updl', 'agentflowV2'] as const
export type PaletteTab = (typeof PaletteTabs)[number]

/** Agent flows (Flowise's v1 agentflows): sequential agents and multi agents share a tab. */
const AGENTFLOW_CATEGORIES = ['Sequential Agents', 'Multi Agents']
const UPDL_CATEGORY = 'UPDL'
/** Agentflow v2 nodes (nodes/src/agentflowv2) all carry this category. */
const AGENTFLOW_V2_CATEGORY = 'Agent Flows'

/** Tracing services: the analysis tab's credential holders, on no palette (Flowise keeps them off its canvas too). */
const ANALYTIC_CATEGORY = 'Analytic'

/** The palette tab offering a node; none for a node no canvas holds. */
export function paletteTabOf(descriptor: Pick<TPublicNodeDescriptor, 'category'>): PaletteTab | undefined {
  if (descriptor.category === ANALYTIC_CATEGORY) return undefined
  if (AGENTFLOW_CATEGORIES.includes(descriptor.category)) return 'sequential'
  if (descriptor.category === AGENTFLOW_V2_CATEGORY) return 'agentflowV2'
  return descriptor.category === UPDL_CATEGORY ? 'updl' : 'chatflow'
}

/**
 * The tabs a flow's palette offers, the first one open: an Agentflow v2 holds only v2 nodes (they name
 * their models and tools instead of wiring them); chatflows and Sequential Agents (v1) never hold them.
 */
export function paletteTabsFor(type: TChatflowType): readonly PaletteTab[] {
  if (type === 'AGENTFLOW') return ['agentflowV2']
  if (type === 'MULTIAGENT') return ['sequential', 'chatflow', 'updl']
  return ['chatflow', 'sequential', 'updl']
}

/** The v2 nodes in groups (headers `canvas:palette.categories.<group>`), in the order listed here. */
const AGENTFLOW_V2_GROUPS: Record<string, readonly string[]> = {
  agentflowControl: [
    'startAgentflow',
    'conditionAgentflow',
    'conditionAgentAgentflow',
    'humanInputAgentflow',
    'loopAgentflow',
    'iterationAgentflow',
    'directReplyAgentflow',
  ],
  agentflowAi: ['llmAgentflow', 'agentAgentflow', 'retrieverAgentflow', 'toolAgentflow'],
  agentflowIntegrations: ['customFunctionAgentflow', 'httpAgentflow', 'executeFlowAgentflow'],
  agentflowNotes: ['stickyNoteAgentflow'],
}
const V2_GROUP_OF = new Map(
  Object.entries(AGENTFLOW_V2_GROUPS).flatMap(([group, names]) =>
    names.map((name) => [name, group] as const),
  ),
)
const V2_ORDER = new Map(
  Object.values(AGENTFLOW_V2_GROUPS).flatMap((names) => names.map((n, i) => [n, i] as const)),
)
const V2_GROUP_ORDER = Object.keys(AGENTFLOW_V2_GROUPS)

/** The palette's header for a node: its v2 group, or its category (a v2 node not listed keeps its category). */
export function paletteGroupOf(descriptor: Pick<TPublicNodeDescriptor, 'name' | 'category'>): string {
  if (descriptor.category !== AGENTFLOW_V2_CATEGORY) return descriptor.category
  return V2_GROUP_OF.get(descriptor.name) ?? descriptor.category
}

/** The v2 tab without a search: groups in the listed order, nodes in the listed order inside each. */
export function sortAgentflowV2<T extends Pick<TPublicNodeDescriptor, 'name' | 'category'>>(
  items: readonly T[],
): T[] {
  const rank = (d: T) => {
    const group = V2_GROUP_ORDER.indexOf(paletteGroupOf(d))
    return (group < 0 ? V2_GROUP_ORDER.length : group) * 100 + (V2_ORDER.get(d.name) ?? 99)
  }
  return [...items].sort((a, b) => rank(a) - rank(b))
}

export type PaletteGroup<T> = { category: string; items: T[] }

/** Categories (or `groupOf` the item) in first-seen order (search results keep their ranking inside each). */
export function groupByCategory<T extends Pick<TPublicNodeDescriptor, 'category'>>(
  items: readonly T[],
  groupOf: (item: T) => string = (item) => item.category,
): PaletteGroup<T>[] {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const group = groupOf(item)
    const list = groups.get(group)
    if (list) list.push(item)
    else groups.set(group, [item])
  }
  return [...groups].map(([category, list]) => ({ category, items: list }))
}

/** The header key of the group of recently added nodes, shown first when the palette is not searched. */
export const RECENT_GROUP = 'recent'

/** The recently used nodes of this tab (names newest first) as a group before the categories; none: the categories. */
export function withRecentGroup<T extends Pick<TPublicNodeDescriptor, 'name'>>(
  groups: PaletteGroup<T>[],
  recentNames: readonly string[],
  inTab: readonly T[],
): PaletteGroup<T>[] {
  const byName = new Map(inTab.map((d) => [d.name, d]))
  const items = recentNames.flatMap((name) => byName.get(name) ?? [])
  return items.length > 0 ? [{ category: RECENT_GROUP, items }, ...groups] : groups
}

/** What the palette's search matches besides the shown texts: the node's name, category, tags and providers. */
export function searchKeysOf(d: TPublicNodeDescriptor): string[] {
  // Credential names name the provider ("cohereApi", "awsApi"): found by typing the provider.
  const providers = (d.credential?.credentialNames ?? []).map((n) => n.replace(/Api$/, ''))
  return [d.label, d.name, d.category, d.description, ...(d.tags ?? []), ...providers]
}
