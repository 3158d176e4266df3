import {
  readStoredFlowData,
  type TChatflow,
  type TFlowData,
  type TPublicNodeDescriptor,
} from '@unikflow/graph'
import type { CanvasChatflow } from '../../store/canvasSlice'

/** How the editor reads a stored flow: its summary for the store and its graph. */

export const EMPTY_FLOW: TFlowData = { nodes: [], edges: [] }

export function toCanvasChatflow(flow: TChatflow): CanvasChatflow {
  return {
    id: flow.id,
    name: flow.name,
    type: flow.type,
    version: flow.version,
    category: flow.category,
    updatedAt: flow.updatedAt,
  }
}

/** The stored graph: nodes of the catalogue's types as the server stored them, the rest parsed (readStoredFlowData). */
export function parseStored(flowData: string, descriptors: readonly TPublicNodeDescriptor[]): TFlowData {
  const known = new Set(descriptors.map((d) => d.name))
  return readStoredFlowData(flowData, (name) => known.has(name))
}

/** The stored document as written (asked for only when it holds unknown nodes, which are kept as written). */
export const storedJson = (flowData: string) => (): unknown => JSON.parse(flowData)
