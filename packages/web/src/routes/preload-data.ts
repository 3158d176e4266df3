import type { TChatflow, TComponentCredential, TPublicNodeDescriptor, TUser } from '@unikflow/graph'
import { getMe } from '../api/auth'
import { getChatflow } from '../api/chatflows'
import { listComponentCredentials, listNodes } from '../api/nodes'
import { tokenStore } from '../config/storage'
import i18n from '../i18n'
import { CATALOGUE_NAMESPACE } from '../i18n/namespaces'

/**
 * Requests started by the entry module, before React renders: the session check and, on a canvas URL,
 * its translations, the node catalogue, credential kinds and the flow, all at once (preload.ts adds the
 * canvas chunk). Each is handed out once (`take*`); a failed preload falls back to a fresh request by its
 * consumer. Pages import from here, never from preload.ts, which imports the pages.
 */
interface Preloads {
  me?: Promise<TUser>
  nodes?: Promise<TPublicNodeDescriptor[]>
  componentCredentials?: Promise<TComponentCredential[]>
  flow?: { unikId: string; flowId: string; promise: Promise<TChatflow> }
}
const preloads: Preloads = {}

/** `/uniks/:unikId/chatflows/:flowId|new`, `/uniks/:unikId/agentcanvas[/:flowId]`. */
const CANVAS_PATH = /^\/uniks\/([^/]+)\/(?:chatflows\/([^/]+)|agentcanvas(?:\/([^/]+))?)\/?$/

function quiet<T>(promise: Promise<T>): Promise<T> {
  // Nobody may take it (another page opened first): its failure must not be an unhandled rejection.
  promise.catch(() => undefined)
  return promise
}

/** Starts the data requests for `pathname`; true when it is a canvas URL (the caller preloads its chunk). */
export function preloadData(pathname: string): boolean {
  if (!tokenStore.get()) return false
  preloads.me = quiet(getMe())
  const match = CANVAS_PATH.exec(pathname)
  if (!match) return false
  void i18n.loadNamespaces(['canvas', 'chatflows', CATALOGUE_NAMESPACE])
  // The bold and medium faces the cards use, before the first card asks for them.
  void document.fonts?.load('500 1em Roboto').catch(() => undefined)
  void document.fonts?.load('700 1em Roboto').catch(() => undefined)
  preloads.nodes = quiet(listNodes())
  preloads.componentCredentials = quiet(listComponentCredentials())
  const unikId = decodeURIComponent(match[1] ?? '')
  const rawFlowId = match[2] ?? match[3]
  if (rawFlowId && rawFlowId !== 'new') {
    const flowId = decodeURIComponent(rawFlowId)
    preloads.flow = { unikId, flowId, promise: quiet(getChatflow(unikId, flowId)) }
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
