import {
  checkOneStart,
  editorOnlyNodeFields,
  ErrorCodes,
  hydrateFlow,
  mayNeedMigration,
  migrateFlow,
  parseFlowData,
  parseHandleId,
  partitionFlowIssues,
  stripEditorFields,
  topoSort,
  validateFlow,
  type TFlowData,
  type TFlowNode,
  type TIssue,
} from '@unikflow/graph'
import { ValidationError } from '../../errors/app-error'
import { loadNodeLibrary } from '../nodes/load-node-library'
import { isRecord } from '@unikflow/graph'

export interface StoredFlowData {
  /** What goes into `flow_data`: the document without editor-only fields. */
  json: string
  nodeCount: number
  /** Edges kept although their handle matches nothing on its node (see `partitionFlowIssues`). */
  warnings: TIssue[]
}

const MAX_LISTED_PROBLEMS = 5

function invalid(reason: string, issues?: readonly TIssue[]): ValidationError {
  return new ValidationError(`Invalid flowData: ${reason}`, undefined, issues ? { issues } : undefined)
}

/** Flowise also marks `data.selected`; graph's `stripEditorFields` covers the node's own fields. */
function toStoredNode(node: TFlowNode): TFlowNode {
  const stripped = stripEditorFields(node)
  const { selected: _selected, ...data } = stripped.data
  return { ...stripped, data }
}

const withoutKeys = (record: Record<string, unknown>, keys: readonly string[]) =>
  Object.entries(record).filter(([key]) => !keys.includes(key))

/** Each node of the document as sent, by id, in its own key order (a schema parse would reorder keys). */
function sentNodesById(raw: string): Map<string, Record<string, unknown>> {
  const json: unknown = JSON.parse(raw)
  const nodes = isRecord(json) && Array.isArray(json.nodes) ? json.nodes : []
  return new Map(
    nodes.flatMap((node: unknown) =>
      isRecord(node) && typeof node.id === 'string' ? [[node.id, node] as const] : [],
    ),
  )
}

/**
 * The document to store: unknown nodes exactly as sent (key order, Agentflow v2's numeric output names,
 * no schema defaults), without editor-only state (`selected`, `dragging` …, `data.selected`).
 */
function withSentUnknownNodes(flow: TFlowData, raw: string, unknownIds: ReadonlySet<string>): object {
  if (unknownIds.size === 0) return flow
  const sent = sentNodesById(raw)
  return {
    ...flow,
    nodes: flow.nodes.map((node) => {
      const original = unknownIds.has(node.id) ? sent.get(node.id) : undefined
      if (!original || !isRecord(original.data)) return node
      const data = Object.fromEntries(withoutKeys(original.data, ['selected']))
      return Object.fromEntries(
        withoutKeys(original, editorOnlyNodeFields).map(([key, value]) => [
          key,
          key === 'data' ? data : value,
        ]),
      )
    }),
  }
}

/**
 * A stored flow as the canvas should load it: nodes saved at older versions migrated (the browser has
 * no migrations). Returns the text unchanged when every node is current or the text does not parse;
 * unknown nodes stay as written either way.
 */
export async function migrateStoredFlowData(raw: string): Promise<string> {
  const { getNodeDescriptor } = await loadNodeLibrary()
  // Most flows read are current: JSON.parse alone tells, without the schema's walk over every node (10 ms
  // of a 300-node flow's 34 ms per open of the canvas; docs/performance.md).
  if (!mayNeedMigration(raw, getNodeDescriptor)) return raw
  const parsed = parseFlowData(raw)
  if (!parsed.ok) return raw
  const { flow, migratedNodes } = migrateFlow(parsed.value, getNodeDescriptor)
  if (migratedNodes.length === 0) return raw
  const unknownIds = new Set(flow.nodes.filter((n) => !getNodeDescriptor(n.data.name)).map((n) => n.id))
  return JSON.stringify(withSentUnknownNodes(flow, raw, unknownIds))
}

const renamedHandle = (sent: string, hydrated: string, nodeId: string) =>
  parseHandleId(sent, nodeId)?.name !== parseHandleId(hydrated, nodeId)?.name

/**
 * The flow to store: an edge naming a handle of an older node version (`…-output-pdfFile-Document`
 * for today's `document` output) takes the handle hydration matched it to. Other edges stay as sent
 * (stale types in a handle id are matched by name whenever the flow is loaded), and so does an edge
 * that matched nothing.
 */
function storedEdges(flow: TFlowData, hydrated: TFlowData): TFlowData {
  const edges = flow.edges.map((edge, i) => {
    const current = hydrated.edges[i]
    if (current?.id !== edge.id) return edge
    const source = renamedHandle(edge.sourceHandle, current.sourceHandle, edge.source)
    const target = renamedHandle(edge.targetHandle, current.targetHandle, edge.target)
    return source || target
      ? {
          ...edge,
          ...(source && { sourceHandle: current.sourceHandle }),
          ...(target && { targetHandle: current.targetHandle }),
        }
      : edge
  })
  return { ...flow, edges }
}

/**
 * Checks `flowData` (a JSON string) before it is stored: it must parse, match the graph flow schema
 * and pass `validateFlow` once every known node is derived from its current descriptor, so edges
 * to missing nodes are refused by name, and so is a cycle in a chatflow. Edges are stored with the
 * handles of the current node versions; one that matches no handle is kept and reported in `warnings`. Unknown node types
 * are kept as they are, with every edge whose handle they store (docs/product.md#unknown-nodes).
 */
export async function toStoredFlowData(
  raw: string,
  options: { allowCycles: boolean },
): Promise<StoredFlowData> {
  const parsed = parseFlowData(raw)
  if (!parsed.ok) throw invalid(parsed.error.map((issue) => issue.message).join('; '))
  const { getNodeDescriptor } = await loadNodeLibrary()
  // The browser cannot migrate (descriptors reach it without their migration functions), so nodes
  // saved at an older version are migrated here, before they are stored under the current version.
  const { flow } = migrateFlow(
    { ...parsed.value, nodes: parsed.value.nodes.map(toStoredNode) },
    getNodeDescriptor,
  )
  // An Agentflow v2 runs from its one Start: a second one (a paste, an import, an API client) is named.
  const oneStart = checkOneStart(flow)
  if (!oneStart.ok) {
    const [issue] = oneStart.error
    throw new ValidationError(issue?.message ?? 'Too many Start nodes', ErrorCodes.TooManyStartNodes, {
      issues: oneStart.error,
    })
  }
  const hydrated = hydrateFlow(flow, getNodeDescriptor, { migrations: 'run' })
  const checked = validateFlow(hydrated.flow, hydrated.unknownNodes)
  const { errors, warnings } = partitionFlowIssues(checked.ok ? [] : checked.error)
  if (errors.length > 0) {
    const listed = errors.slice(0, MAX_LISTED_PROBLEMS).map((issue) => issue.message)
    const more = errors.length - listed.length
    throw invalid(`${listed.join('; ')}${more > 0 ? ` (and ${more} more)` : ''}`, errors)
  }
  // A chatflow runs its nodes once in dependency order, so a cycle could never run; agent flows loop on purpose.
  if (!options.allowCycles) {
    const order = topoSort(flow)
    if (!order.ok) throw invalid(order.error.map((issue) => issue.message).join('; '), order.error)
  }
  const unknownIds = new Set(hydrated.unknownNodes.map((n) => n.id))
  return {
    json: JSON.stringify(withSentUnknownNodes(storedEdges(flow, hydrated.flow), raw, unknownIds)),
    nodeCount: flow.nodes.length,
    warnings,
  }
}
