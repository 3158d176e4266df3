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

/** The agentflows a person can start, the first one offered first (as Flowise 3 does). */
export const NEW_AGENTFLOW_TYPES = ['AGENTFLOW', 'MULTIAGENT'] as const satisfies readonly TChatflowType[]
export type NewAgentflowType = (typeof NEW_AGENTFLOW_TYPES)[number]
const NEW_TYPE_PARAM = 'type'

/** A new agentflow's canvas: `?type=AGENTFLOW` starts an Agentflow v2, the bare address Sequential Agents. */
export function newAgentflowUrl(unikId: string, type: NewAgentflowType): string {
  const url = canvasUrl(unikId, 'MULTIAGENT')
  return type === 'AGENTFLOW' ? `${url}?${NEW_TYPE_PARAM}=${type}` : url
}

/** The stored type of the flow on a canvas: the loaded flow's, else the one the new flow's address asks for. */
export function canvasFlowType(
  kind: FlowKind,
  stored: TChatflowType | undefined,
  search: URLSearchParams,
): TChatflowType {
  if (stored) return stored
  if (kind === 'MULTIAGENT' && search.get(NEW_TYPE_PARAM) === 'AGENTFLOW') return 'AGENTFLOW'
  return kind
}

/** Tags the way Flowise stores them: `'a;b;c'`. */
export function splitCategory(category: string | null): string[] {
  return (category ?? '')
    .split(';')
    .map((c) => c.trim())
    .filter((c) => c.length > 0)
}
