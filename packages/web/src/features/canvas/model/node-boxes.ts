import type { TFlowNode } from '@unikflow/graph'
import type { Box } from './free-spot'

export type Size = { readonly width: number; readonly height: number }

/** A card not measured yet: the width of a full card and the height of a tall one. */
export const UNMEASURED_CARD: Size = { width: 300, height: 450 }

/** The boxes `nodes` take on the canvas: their measured size (`sizes` by id, or stored), else a tall card's. */
export function nodeBoxes(nodes: readonly TFlowNode[], sizes: ReadonlyMap<string, Size>): Box[] {
  return nodes.map((n) => ({ ...n.position, ...sizeOf(n, sizes) }))
}

export function sizeOf(node: TFlowNode, sizes: ReadonlyMap<string, Size>): Size {
  const measured = sizes.get(node.id)
  if (measured) return measured
  return node.width && node.height ? { width: node.width, height: node.height } : UNMEASURED_CARD
}

/** The size a new node of type `name` will likely take: a measured card of that type's, else a tall card's. */
export function expectedSize(
  nodes: readonly TFlowNode[],
  name: string,
  sizes: ReadonlyMap<string, Size>,
): Size {
  const twin = nodes.find((n) => n.data.name === name && sizes.has(n.id))
  return (twin && sizes.get(twin.id)) ?? UNMEASURED_CARD
}
