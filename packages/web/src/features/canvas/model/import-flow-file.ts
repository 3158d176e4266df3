import {
  hydrateFlow,
  checkFlowData,
  type TDescriptorLookup,
  type TFlowData,
  type TUnknownNode,
} from '@unikflow/graph'

export const ImportFailures = {
  NotJson: 'notJson',
  InvalidJson: 'invalidJson',
  InvalidFlow: 'invalidFlow',
} as const
export type TImportFailure = (typeof ImportFailures)[keyof typeof ImportFailures]

export type ImportResult =
  | { readonly ok: true; readonly flow: TFlowData; readonly unknownNodes: readonly TUnknownNode[] }
  | { readonly ok: false; readonly reason: TImportFailure; readonly detail?: string }

/** The file picker's `accept`, and the only kind of file a flow is loaded from (docs/product.md#validation). */
export const FLOW_FILE_ACCEPT = '.json,application/json'

export function isJsonFileName(name: string): boolean {
  return name.toLowerCase().endsWith('.json')
}

/**
 * Reads a chatflow file (a Flowise export or ours): JSON with `nodes` and `edges`, hydrated from the
 * catalogue. Unknown node types are kept and reported by name and id, never dropped.
 */
export function parseFlowFile(fileName: string, text: string, descriptors: TDescriptorLookup): ImportResult {
  if (!isJsonFileName(fileName)) return { ok: false, reason: ImportFailures.NotJson }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return {
      ok: false,
      reason: ImportFailures.InvalidJson,
      detail: error instanceof Error ? error.message : '',
    }
  }
  const parsed = checkFlowData(json)
  if (!parsed.ok) {
    return {
      ok: false,
      reason: ImportFailures.InvalidFlow,
      detail: parsed.error[0]?.message ?? '',
    }
  }
  const { nodes, edges, viewport } = parsed.value
  const { flow, unknownNodes } = hydrateFlow({ nodes, edges, ...(viewport && { viewport }) }, descriptors, {
    migrations: 'keep',
    sent: () => json,
  })
  return { ok: true, flow, unknownNodes }
}
