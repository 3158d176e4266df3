import { API_BASE } from '../config/constants'
import { tokenStore } from '../config/storage'

/**
 * The first screen's data requests, started by the entry module (main.tsx) before the app's code has
 * loaded: on a canvas URL they no longer wait for React, MUI and the app shell, nor queue behind the
 * canvas chunks for the browser's six connections. Plain `fetch` with the stored token, so this module
 * stays small; `preload-data.ts` hands each answer to its page once, and a failed one (an expired
 * token's 401 among them) falls back to the API client's request, which renews the session.
 */

/** `/uniks/:unikId/chatflows/:flowId|new`, `/uniks/:unikId/agentcanvas[/:flowId]`. */
const CANVAS_PATH = /^\/uniks\/([^/]+)\/(?:chatflows\/([^/]+)|agentcanvas(?:\/([^/]+))?)\/?$/

export type EarlyKey = 'me' | 'nodes' | 'componentCredentials' | 'flow'

const started = new Map<EarlyKey, { path: string; promise: Promise<unknown> }>()

function request(token: string, path: string): Promise<unknown> {
  const promise = fetch(`${API_BASE}${path}`, {
    headers: { authorization: `Bearer ${token}`, 'x-request-from': 'internal' },
    credentials: 'include',
  }).then((res) => {
    if (!res.ok) throw new Error(`${path}: ${res.status}`)
    return res.json() as Promise<unknown>
  })
  // Nobody may take it (another page opened first): its failure must not be an unhandled rejection.
  promise.catch(() => undefined)
  return promise
}

/** The canvas URL's unik and flow ids (flow absent for a new flow). */
export function canvasIds(pathname: string): { unikId: string; flowId: string | undefined } | undefined {
  const match = CANVAS_PATH.exec(pathname)
  if (!match) return undefined
  const raw = match[2] ?? match[3]
  return {
    unikId: decodeURIComponent(match[1] ?? ''),
    flowId: raw && raw !== 'new' ? decodeURIComponent(raw) : undefined,
  }
}

/**
 * Starts the session check and, on a canvas URL, the catalogue, credential kinds and the flow. True
 * when it is a canvas URL and there is a session (the canvas will open).
 */
export function startEarlyRequests(pathname: string): boolean {
  const token = tokenStore.get()
  if (!token) return false
  const start = (key: EarlyKey, path: string) => started.set(key, { path, promise: request(token, path) })
  start('me', '/auth/me')
  const canvas = canvasIds(pathname)
  if (!canvas) return false
  start('nodes', '/nodes')
  start('componentCredentials', '/components-credentials')
  if (canvas.flowId)
    start(
      'flow',
      `/uniks/${encodeURIComponent(canvas.unikId)}/chatflows/${encodeURIComponent(canvas.flowId)}`,
    )
  return true
}

/** The answer of an early request to `path` (once), or undefined when none was started for it. */
export function takeEarly<T>(key: EarlyKey, path: string): Promise<T> | undefined {
  const early = started.get(key)
  if (!early || early.path !== path) return undefined
  started.delete(key)
  // The server's own answer to the same request the API client would make.
  return early.promise as Promise<T>
}
