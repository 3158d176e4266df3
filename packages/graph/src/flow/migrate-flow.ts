import { isRecord } from '../is-record'
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

/**
 * Whether `migrateFlow` could change the stored flow `text`, read with `JSON.parse` alone: false when every
 * node of a known type is at its descriptor's version. A stored flow was checked when it was saved, so a
 * reader that only migrates (the canvas opening a flow) skips the schema's walk over the whole graph when
 * the flow is current. What it cannot read plainly counts as maybe: the full path decides.
 */
export function mayNeedMigration(text: string, descriptors: TDescriptorLookup): boolean {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return true
  }
  if (!isRecord(json) || !Array.isArray(json.nodes)) return true
  const find = toLookup(descriptors)
  return json.nodes.some((node: unknown) => {
    const data = isRecord(node) ? node.data : undefined
    if (!isRecord(data) || typeof data.name !== 'string') return true
    const descriptor = find(data.name)
    if (!descriptor) return false
    const saved = data.version ?? UNVERSIONED
    return typeof saved !== 'number' || saved < descriptor.version
  })
}
