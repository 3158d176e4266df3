import type { TChatflow, TComponentCredential, TPublicNodeDescriptor, TUser } from '@unikflow/graph'
import { getMe } from '../api/auth'
import { getChatflow } from '../api/chatflows'
import { listComponentCredentials, listNodes } from '../api/nodes'
import { tokenStore } from '../config/storage'
import i18n from '../i18n'
import { CANVAS_NAMESPACES } from '../i18n/namespaces'
import { canvasIds, takeEarly, type EarlyKey } from './early-requests'

/**
 * Requests started before React renders: the session check and, on a canvas URL, its translations, the
 * node catalogue, credential kinds and the flow, all at once (preload.ts adds the canvas chunk). The
 * entry module started most of them already (early-requests.ts); they are taken over here. Each is
 * handed out once (`take*`); a failed preload falls back to a fresh request by its consumer. Pages
 * import from here, never from preload.ts, which imports the pages.
 */
interface Preloads {
  me?: Promise<TUser>
  nodes?: Promise<TPublicNodeDescriptor[]>
  componentCredentials?: Promise<TComponentCredential[]>
  flow?: { unikId: string; flowId: string; promise: Promise<TChatflow> }
}
const preloads: Preloads = {}

function quiet<T>(promise: Promise<T>): Promise<T> {
  // Nobody may take it (another page opened first): its failure must not be an unhandled rejection.
  promise.catch(() => undefined)
  return promise
}

/** The entry module's early request for `path` (early-requests.ts), else the API client's. */
function early<T>(key: EarlyKey, path: string, request: () => Promise<T>): Promise<T> {
  return quiet(takeEarly<T>(key, path)?.catch(() => request()) ?? request())
}

const flowPath = (unikId: string, flowId: string) =>
  `/uniks/${encodeURIComponent(unikId)}/chatflows/${encodeURIComponent(flowId)}`

/** Starts the data requests for `pathname`; true when it is a canvas URL (the caller preloads its chunk). */
export function preloadData(pathname: string): boolean {
  if (!tokenStore.get()) return false
  preloads.me = early('me', '/auth/me', getMe)
  const canvas = canvasIds(pathname)
  if (!canvas) return false
  void i18n.loadNamespaces([...CANVAS_NAMESPACES])
  // The bold and medium faces the cards use, before the first card asks for them.
  void document.fonts?.load('500 1em Roboto').catch(() => undefined)
  void document.fonts?.load('700 1em Roboto').catch(() => undefined)
  preloads.nodes = early('nodes', '/nodes', listNodes)
  preloads.componentCredentials = early(
    'componentCredentials',
    '/components-credentials',
    listComponentCredentials,
  )
  const { unikId, flowId } = canvas
  if (flowId)
    preloads.flow = {
      unikId,
      flowId,
      promise: early('flow', flowPath(unikId, flowId), () => getChatflow(unikId, flowId)),
    }
  return true
}

function take<K extends 'me' | 'nodes' | 'componentCredentials'>(key: K): Preloads[K] {
  const value = preloads[key]
  delete preloads[key]
  return value
}

export function takeMe(): Promise<TUser> {
  return take('me')?.catch(() => getMe()) ?? getMe()
}

export function takeNodes(): Promise<TPublicNodeDescriptor[]> {
  return take('nodes')?.catch(() => listNodes()) ?? listNodes()
}

export function takeComponentCredentials(): Promise<TComponentCredential[]> {
  return take('componentCredentials')?.catch(() => listComponentCredentials()) ?? listComponentCredentials()
}

export function takeChatflow(unikId: string, flowId: string): Promise<TChatflow> {
  const flow = preloads.flow
  if (flow && flow.unikId === unikId && flow.flowId === flowId) {
    delete preloads.flow
    return flow.promise.catch(() => getChatflow(unikId, flowId))
  }
  return getChatflow(unikId, flowId)
}
