import type { TAssistantType, TChatflowType } from '@unikflow/graph'
import { canvasUrl, unikPath } from '../../chatflows/flow-kinds'

export { newStoreUrl, storeUrl } from '../../document-stores/store-urls'

/** Where a flow of the dashboard opens: its canvas (chatflows, or the agent canvas for agentflows). */
export function flowUrl(unikId: string, flowId: string, type: TChatflowType | null): string {
  return canvasUrl(unikId, type === 'CHATFLOW' || type === null ? 'CHATFLOW' : 'MULTIAGENT', flowId)
}

/** A custom assistant opens on its own page; the others on their kind's list. */
export function assistantUrl(unikId: string, id: string, type: TAssistantType): string {
  if (type === 'CUSTOM') return unikPath(unikId, `assistants/custom/${encodeURIComponent(id)}`)
  return unikPath(unikId, type === 'OPENAI' ? 'assistants/openai' : 'assistants')
}
