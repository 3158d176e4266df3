import { isRecord } from '../is-record'
import { ZFlowEdge, ZFlowNode, ZViewport, type TFlowData, type TFlowNode } from '../schema/flow-data'
import { parseFlowDataOrEmpty } from './parse-flow-data'

const ZEdges = ZFlowEdge.array()

/** The fields the node schema fills in when they are missing: a node it has parsed carries them all. */
const hasDefaultedFields = (data: Record<string, unknown>): boolean =>
  Array.isArray(data.baseClasses) &&
  Array.isArray(data.inputParams) &&
  Array.isArray(data.inputAnchors) &&
  isRecord(data.inputs) &&
  Array.isArray(data.outputAnchors) &&
  isRecord(data.outputs)

/**
 * A node of a type the catalogue knows, as the server stores one: the server parsed it with `ZFlowNode`
 * before storing it, so the outline checked here stands for the full schema.
 */
function isStoredKnownNode(node: unknown, isKnownType: (name: string) => boolean): node is TFlowNode {
  if (!isRecord(node) || typeof node.id !== 'string' || !isRecord(node.data)) return false
  const { position, data } = node
  const type = data.name
  return (
    isRecord(position) &&
    typeof position.x === 'number' &&
    typeof position.y === 'number' &&
    typeof data.id === 'string' &&
    typeof type === 'string' &&
    isKnownType(type) &&
    hasDefaultedFields(data)
  )
}

/**
 * A stored flow (`flowData` as the server answers it), read for the editor. The server checked the
 * document with the flow schema before storing it and stored the nodes it knows as the schema's output,
 * so those are taken as they are instead of being parsed again (100 ms and more for 300 nodes in a
 * browser). Nodes it kept as written (types it does not know), the edges and the viewport still go
 * through their schemas. Anything else falls back to `parseFlowDataOrEmpty`: the same result as before.
 * Flows from elsewhere (files, imports) are parsed with `parseFlowData`.
 */
export function readStoredFlowData(text: string, isKnownType: (name: string) => boolean): TFlowData {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return parseFlowDataOrEmpty(text)
  }
  if (!isRecord(json) || !Array.isArray(json.nodes)) return parseFlowDataOrEmpty(text)
  const nodes: TFlowNode[] = []
  for (const node of json.nodes) {
    if (isStoredKnownNode(node, isKnownType)) nodes.push(node)
    else {
      const parsed = ZFlowNode.safeParse(node)
      if (!parsed.success) return parseFlowDataOrEmpty(text)
      nodes.push(parsed.data)
    }
  }
  const edges = ZEdges.safeParse(json.edges)
  const viewport = ZViewport.optional().safeParse(json.viewport)
  if (!edges.success || !viewport.success) return parseFlowDataOrEmpty(text)
  const { viewport: _stored, ...rest } = json
  return { ...rest, nodes, edges: edges.data, ...(viewport.data && { viewport: viewport.data }) }
}
