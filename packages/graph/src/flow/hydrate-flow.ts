import type { TFlowData, TFlowNode } from '../schema/flow-data'
import type { THandleRenames, TNodeDescriptor } from '../schema/node-descriptor'
import { findSentNode } from './find-sent-node'
import { hydrateNode } from './hydrate-node'
import type { TMigrationMode } from './migrate-node-inputs'
import { remapEdgeHandles } from './remap-edge-handles'
import { renameMigratedHandles, renamesAny } from './rename-migrated-handles'
import { stripEditorFields } from './strip-editor-fields'

export type TUnknownNode = { readonly id: string; readonly name: string }
export type TMigratedNode = {
  readonly id: string
  readonly name: string
  readonly from: number
  readonly to: number
}

export type THydratedFlow = {
  readonly flow: TFlowData
  /** Nodes whose type the catalogue lacks: kept as stored, reported by id and name. */
  readonly unknownNodes: readonly TUnknownNode[]
  readonly migratedNodes: readonly TMigratedNode[]
}

/** The catalogue: a list of descriptors or a lookup by node name. */
export type TDescriptorLookup = readonly TNodeDescriptor[] | ((name: string) => TNodeDescriptor | undefined)

export function toLookup(descriptors: TDescriptorLookup): (name: string) => TNodeDescriptor | undefined {
  if (typeof descriptors === 'function') return descriptors
  const byName = new Map(descriptors.map((d) => [d.name, d]))
  return (name) => byName.get(name)
}

/**
 * Loads a stored or imported flow for the canvas and the engine: every known node is rebuilt from its
 * current descriptor (derived parts are never trusted from the file), editor-only fields are dropped, unknown nodes are kept and reported.
 * Every edge is kept, its handle ids brought up to date (renamed by migrations, then `remapEdgeHandles`); `validateFlow` reports
 * any that no longer fit.
 */
export function hydrateFlow(
  flowData: TFlowData,
  descriptors: TDescriptorLookup,
  options: {
    readonly migrations: TMigrationMode
    /** The document as read (JSON value), asked for only when a node is unknown: such nodes are taken from it as written. */
    readonly sent?: () => unknown
  },
): THydratedFlow {
  let sent: { readonly value: unknown } | undefined
  const find = toLookup(descriptors)
  const unknownNodes: TUnknownNode[] = []
  const migratedNodes: TMigratedNode[] = []
  const renames = new Map<string, Required<THandleRenames>>()
  const nodes: TFlowNode[] = flowData.nodes.map((node) => {
    const descriptor = find(node.data.name)
    if (!descriptor) {
      unknownNodes.push({ id: node.id, name: node.data.name })
      if (options.sent) sent ??= { value: options.sent() }
      return stripEditorFields((sent && findSentNode(sent.value, node.id)) ?? node)
    }
    const { node: hydrated, migratedFrom, handles } = hydrateNode(node, descriptor, options.migrations)
    if (handles && renamesAny(handles)) renames.set(node.id, handles)
    if (migratedFrom !== undefined) {
      migratedNodes.push({ id: node.id, name: descriptor.name, from: migratedFrom, to: descriptor.version })
    }
    return hydrated
  })
  const flow: TFlowData = {
    nodes,
    edges: remapEdgeHandles(renameMigratedHandles(flowData.edges, renames), nodes),
    ...(flowData.viewport ? { viewport: { ...flowData.viewport } } : {}),
  }
  return { flow, unknownNodes, migratedNodes }
}
