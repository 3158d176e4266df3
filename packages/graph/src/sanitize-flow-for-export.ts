import { isParamType, isSecretInput, isSecretParamType } from './input-kinds'
import { editorOnlyNodeFields, type TFlowData, type TFlowNode } from './schema/flow-data'
import type { TNodeData } from './schema/node-data'

function sanitizeData(data: TNodeData): TNodeData {
  const secret = new Set(
    data.inputParams
      .filter((p) => isSecretInput(p) || (isParamType(p.type) && isSecretParamType(p.type)))
      .map((p) => p.name),
  )
  // The credential id points into the exporting unik; it means nothing elsewhere.
  const { credential: _credential, selected: _selected, ...rest } = data
  // `inputs.credentialId` is the other way a node names its credential.
  secret.add('credentialId')
  const inputs = Object.fromEntries(Object.entries(data.inputs).filter(([name]) => !secret.has(name)))
  return { ...rest, inputs }
}

function sanitizeNode(node: TFlowNode): TFlowNode {
  const kept = Object.fromEntries(
    Object.entries(node).filter(([key]) => !(editorOnlyNodeFields as readonly string[]).includes(key)),
  )
  return { ...kept, id: node.id, position: node.position, data: sanitizeData(node.data) }
}

/**
 * A copy safe to hand out: secret inputs (`isSecretInput`), file and folder inputs, credential references
 * and editor state removed.
 */
export function sanitizeFlowForExport<F extends TFlowData>(flow: F): F {
  return { ...flow, nodes: flow.nodes.map(sanitizeNode) }
}
