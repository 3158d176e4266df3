import type { FastifyReply } from 'fastify'

/**
 * Sends bytes or already serialized text as they are. Takes the untyped reply on purpose: the route's
 * response schema still documents the shape, but this body is not re-serialized (it was built once).
 */
export function sendRaw(reply: FastifyReply, contentType: string, body: string | Buffer): FastifyReply {
  return reply.type(contentType).send(body)
}
