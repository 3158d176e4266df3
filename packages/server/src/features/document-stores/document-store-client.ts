import type { FastifyInstance } from 'fastify'
import type { TDocumentLoader, TDocumentStore } from '@unikflow/graph'
import type { Session } from '../../test/api-client'

/** Test helper: the document-store API of one unik, with polling until a loader is processed. */
export function documentStoreClient(app: FastifyInstance, unikId: string) {
  const base = `/api/v1/uniks/${unikId}/document-store`
  const call = (s: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
    app.inject({ method, url: `${base}${path}`, headers: s.auth, ...(payload ? { payload } : {}) })
  const expectStatus = async (p: ReturnType<typeof call>, status: number) => {
    const res = await p
    if (res.statusCode !== status) throw new Error(`${res.statusCode} ${res.body}`)
    return res
  }
  return {
    call,
    async store(s: Session, name: string): Promise<TDocumentStore> {
      return (await expectStatus(call(s, 'POST', '/store', { name }), 201)).json()
    },
    async get(s: Session, id: string): Promise<TDocumentStore> {
      return (await expectStatus(call(s, 'GET', `/store/${id}`), 200)).json()
    },
    async saveLoader(s: Session, body: object): Promise<TDocumentLoader> {
      return (await expectStatus(call(s, 'POST', '/loader/save', body), 200)).json()
    },
    /** Starts processing and waits until the loader leaves SYNCING. */
    async process(s: Session, storeId: string, loaderId: string): Promise<TDocumentLoader> {
      await expectStatus(call(s, 'POST', `/loader/process/${loaderId}`, { storeId }), 202)
      for (let i = 0; i < 400; i++) {
        const store: TDocumentStore = (await expectStatus(call(s, 'GET', `/store/${storeId}`), 200)).json()
        const loader = store.loaders.find((l) => l.id === loaderId)
        if (loader && loader.status !== 'SYNCING') return loader
        await new Promise((r) => setTimeout(r, 50))
      }
      throw new Error('loader still SYNCING')
    },
  }
}

export const fileOf = (name: string, content: string | Buffer) => ({
  name,
  data: Buffer.from(content).toString('base64'),
})
