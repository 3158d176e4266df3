import type { FastifyInstance } from 'fastify'
import { exceedsJsonDepth, MAX_JSON_DEPTH } from '@unikflow/graph'
import { ValidationError } from '../errors/app-error'

/**
 * The web client sends `content-type: application/json` on every call, also on bodyless POSTs
 * such as refresh and logout. Fastify rejects an empty JSON body; we read it as "no body".
 * Non-empty bodies go through Fastify's own parser (with its prototype-poisoning protection) once their
 * nesting depth is checked.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text.trim() === '') return done(null, undefined)
    // Validation walks the parsed value recursively: a body nested thousands deep would overflow the stack.
    if (exceedsJsonDepth(text))
      return done(new ValidationError(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`), undefined)
    return parseJson(request, text, done)
  })
}
