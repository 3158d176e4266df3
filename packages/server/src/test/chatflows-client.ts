import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { TChatflow } from '@unikflow/graph'
import type { Session } from './api-client'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** Calls the chatflow routes of one unik as one user. */
export function chatflowsClient(app: FastifyInstance, unikId: string) {
  const base = `/api/v1/uniks/${unikId}/chatflows`
  const call = (s: Session, method: Method, path: string, payload?: object) =>
    app.inject({ method, url: `${base}${path}`, headers: s.auth, ...(payload ? { payload } : {}) })
  return {
    base,
    call,
    list: (s: Session, query = '') => call(s, 'GET', query),
    get: (s: Session, id: string) => call(s, 'GET', `/${id}`),
    create: (s: Session, body: object) => call(s, 'POST', '', body),
    update: (s: Session, id: string, body: object) => call(s, 'PUT', `/${id}`, body),
    remove: (s: Session, id: string) => call(s, 'DELETE', `/${id}`),
    duplicate: (s: Session, id: string) => call(s, 'POST', `/${id}/duplicate`),
    /** Creates a flow and fails loudly unless the server answers 201. */
    async make(s: Session, body: object): Promise<TChatflow> {
      const res: LightMyRequestResponse = await call(s, 'POST', '', body)
      if (res.statusCode !== 201) throw new Error(`create chatflow: ${res.statusCode} ${res.body}`)
      return res.json<TChatflow>()
    },
  }
}
