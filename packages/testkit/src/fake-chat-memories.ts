import type { ServerResponse } from 'node:http'
import { startLocalHttpServer, type TLocalServer } from './local-http-server'

type TMessage = { role: string; content: string }

export interface FakeChatMemories extends TLocalServer {
  /** The turns kept per service and session: `zep:<session>`, `zep-cloud:<session>`. */
  readonly sessions: Map<string, TMessage[]>
  /** Mem0's memories per user id. */
  readonly memories: Map<string, string[]>
}

const json = (res: ServerResponse, body: unknown, status = 200) => {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

/**
 * The chat memory services the Zep and Mem0 memory nodes call, on one loopback server: Zep's open-source
 * API under `/zep` (`/api/v1/sessions/<id>/memory`), Zep Cloud's v2 API under `/zep-cloud` (a session is
 * created before its memory exists) and Mem0's platform API under `/mem0` (each user message added becomes
 * a memory of its user, found again by a search).
 */
export async function startFakeChatMemories(): Promise<FakeChatMemories> {
  const sessions = new Map<string, TMessage[]>()
  const memories = new Map<string, string[]>()
  const server = await startLocalHttpServer((req, res) => {
    const url = new URL(req.url, 'http://fake')
    const body = (req.body ? JSON.parse(req.body) : {}) as Record<string, unknown>
    const [, service = '', ...rest] = url.pathname.split('/')
    const path = `/${rest.join('/')}`
    if (service === 'mem0') {
      const user = String(body.user_id)
      if (req.method === 'POST' && path === '/v1/memories/search/')
        return json(
          res,
          (memories.get(user) ?? []).map((memory) => ({ memory })),
        )
      if (req.method === 'POST' && path === '/v1/memories/') {
        const said = (body.messages as TMessage[]).filter((m) => m.role === 'user')
        memories.set(user, [...(memories.get(user) ?? []), ...said.map((m) => `User said: ${m.content}`)])
        return json(res, [])
      }
      return json(res, {}, 404)
    }
    if (service === 'zep-cloud' && req.method === 'POST' && path === '/api/v2/sessions') {
      sessions.set(`zep-cloud:${String(body.session_id)}`, [])
      return json(res, {})
    }
    const id = /^\/api\/v[12]\/sessions\/([^/]+)\/memory$/.exec(path)?.[1]
    const key = `${service}:${decodeURIComponent(id ?? '')}`
    const stored = sessions.get(key)
    if (!id || !['zep', 'zep-cloud'].includes(service)) return json(res, {}, 404)
    if (req.method === 'GET') return stored ? json(res, { messages: stored }) : json(res, {}, 404)
    if (req.method === 'DELETE') return void (sessions.delete(key), json(res, {}))
    if (!stored && service === 'zep-cloud') return json(res, { message: 'not found' }, 404)
    sessions.set(key, [...(stored ?? []), ...(body.messages as TMessage[])])
    return json(res, 'OK')
  })
  return Object.assign(server, { sessions, memories })
}
