import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'

/** A strong ETag for a fixed body (hash of its bytes). */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
}

/** True when the client's `If-None-Match` already names this ETag (then answer 304). */
export function isNotModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match']
  if (!header) return false
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*')
}
