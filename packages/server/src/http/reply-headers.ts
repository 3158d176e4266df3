import type { OutgoingHttpHeaders } from 'node:http'
import type { FastifyReply } from 'fastify'

/**
 * The headers hooks have set on a reply (CORS, rate-limit …), for routes that stream through `reply.raw`:
 * `writeHead` on the raw response bypasses Fastify, so they would otherwise never go out.
 */
export function replyHeaders(reply: FastifyReply): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined) continue
    out[name] = typeof value === 'number' ? String(value) : value
  }
  return out
}
