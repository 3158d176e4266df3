import type { TFlowData, TFlowNode } from '../schema/flow-data'
import { toLookup, type TDescriptorLookup, type TMigratedNode } from './hydrate-flow'
import { migrateNodeInputs, UNVERSIONED } from './migrate-node-inputs'
import type { THandleRenames } from '../schema/node-descriptor'
import { renameMigratedHandles, renamesAny } from './rename-migrated-handles'

export type TMigratedFlow = { readonly flow: TFlowData; readonly migratedNodes: readonly TMigratedNode[] }

/**
 * Brings every known node saved at an older version up to its descriptor's version: its inputs go
 * through the pending migrations and it takes the version reached; its edges follow the handles those
 * migrations renamed. Nothing else in the document changes (no hydration), so the server can run this when a flow is read for the canvas and when it
 * is saved. `migratedNodes` is empty when the flow was already current.
 */
export function migrateFlow(flowData: TFlowData, descriptors: TDescriptorLookup): TMigratedFlow {
  const find = toLookup(descriptors)
  const migratedNodes: TMigratedNode[] = []
  const renames = new Map<string, Required<THandleRenames>>()
  const nodes = flowData.nodes.map((node): TFlowNode => {
    const descriptor = find(node.data.name)
    const saved = node.data.version ?? UNVERSIONED
    if (!descriptor || saved >= descriptor.version) return node
    const migrated = migrateNodeInputs(node.data.inputs, saved, descriptor)
    migratedNodes.push({ id: node.id, name: descriptor.name, from: saved, to: migrated.version })
    if (renamesAny(migrated.handles)) renames.set(node.id, migrated.handles)
    return { ...node, data: { ...node.data, version: migrated.version, inputs: migrated.inputs } }
  })
  return migratedNodes.length === 0
    ? { flow: flowData, migratedNodes }
    : {
        flow: {
          ...flowData,
          nodes,
          ...(renames.size > 0 && { edges: renameMigratedHandles(flowData.edges, renames) }),
        },
        migratedNodes,
      }
}
