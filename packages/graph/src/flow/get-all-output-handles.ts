import { isOptionsOutputAnchor } from '../schema/output-anchor'
import type { TOutputOption } from '../schema/output-anchor'
import type { TNodeData } from '../schema/node-data'

/** Every output a node offers, options flattened (all of them are valid edge sources). */
export function getAllOutputHandles(data: TNodeData): TOutputOption[] {
  return data.outputAnchors.flatMap((anchor) => (isOptionsOutputAnchor(anchor) ? anchor.options : [anchor]))
}
