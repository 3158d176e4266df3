/**
 * The node badges the canvas translates (Flowise's: a node being replaced, a new node), each with its
 * chip colour and, where the word alone does not say enough, a hint shown on hover. A descriptor may
 * carry another badge; it is shown as written, in a neutral chip.
 */
export const NODE_BADGES = {
  DEPRECATING: { color: 'warning', hint: true },
  NEW: { color: 'success', hint: false },
} as const satisfies Record<string, { color: 'warning' | 'success'; hint: boolean }>

export type NodeBadge = keyof typeof NODE_BADGES

export function isKnownBadge(badge: string): badge is NodeBadge {
  return Object.hasOwn(NODE_BADGES, badge)
}
