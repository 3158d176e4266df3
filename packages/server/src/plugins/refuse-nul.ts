import type { FastifyInstance } from 'fastify'
import { ValidationError } from '../errors/app-error'

/**
 * Ids, names and searches in paths and query strings are looked up as they are; a NUL character in
 * one can only be a mistake or a probe (PostgreSQL cannot even compare it), so it is refused with a
 * 400 before any route runs. Text in bodies is stored without NULs instead (db/strip-nul.ts).
 */
export function refuseNulInUrls(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const url = request.url
    if (url.includes('\u0000') || /%00/i.test(url))
      throw new ValidationError('NUL characters are not allowed in the URL')
  })
}
