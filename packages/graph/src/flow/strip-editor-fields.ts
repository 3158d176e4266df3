import { editorOnlyNodeFields, type TFlowNode } from '../schema/flow-data'

/** The node without canvas state (`selected`, `dragging`, `measured`, `positionAbsolute`, `resizing`). */
export function stripEditorFields(node: TFlowNode): TFlowNode {
  const kept = Object.fromEntries(
    Object.entries(node).filter(([key]) => !(editorOnlyNodeFields as readonly string[]).includes(key)),
  )
  return { ...kept, id: node.id, position: node.position, data: node.data }
}
