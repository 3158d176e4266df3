import type { TFlowNode } from '../schema/flow-data'

/** `${name}_${n}` with the smallest `n` not used by any node. */
export function getUniqueNodeId(name: string, nodes: readonly Pick<TFlowNode, 'id'>[]): string {
  const taken = new Set(nodes.map((n) => n.id))
  let n = 0
  while (taken.has(`${name}_${n}`)) n += 1
  return `${name}_${n}`
}
