import type { TChatflowType } from '@unikflow/graph'

/** Where each kind of flow is listed and edited (docs/product.md#screens-and-routes canvas routes). */
export type FlowKind = Extract<TChatflowType, 'CHATFLOW' | 'MULTIAGENT'>

export interface FlowKindConfig {
  type: FlowKind
  /** List page under /uniks/:unikId. */
  listPath: string
  /** Canvas route under /uniks/:unikId (`/new` is added for chatflows only, as the spec lists it). */
  canvasPath: string
  newPath: string
  /** Stored types listed on the kind's page (Flowise saves sequential agents as MULTIAGENT). */
  listTypes: readonly TChatflowType[]
}

export const FLOW_KINDS: Record<FlowKind, FlowKindConfig> = {
  CHATFLOW: {
    type: 'CHATFLOW',
    listPath: 'chatflows',
    canvasPath: 'chatflows',
    newPath: 'chatflows/new',
    listTypes: ['CHATFLOW'],
  },
  MULTIAGENT: {
    type: 'MULTIAGENT',
    listPath: 'agentflows',
    canvasPath: 'agentcanvas',
    newPath: 'agentcanvas',
    listTypes: ['AGENTFLOW', 'MULTIAGENT'],
  },
}

export function unikPath(unikId: string, path: string): string {
  return `/uniks/${encodeURIComponent(unikId)}/${path}`
}

export function canvasUrl(unikId: string, kind: FlowKind, flowId?: string): string {
  const config = FLOW_KINDS[kind]
  return unikPath(unikId, flowId ? `${config.canvasPath}/${encodeURIComponent(flowId)}` : config.newPath)
}

/** Tags the way Flowise stores them: `'a;b;c'`. */
export function splitCategory(category: string | null): string[] {
  return (category ?? '')
    .split(';')
    .map((c) => c.trim())
    .filter((c) => c.length > 0)
}
