import { isRecord } from '@unikflow/graph'
import type { DocumentInterface } from '@langchain/core/documents'
import type { TFetch } from '../../context'
import { lazyImport } from '../../shared/lazy-import'
import { NodeInputError } from '../../shared/read-inputs'
import { callJson, type RemoteVectorApi } from '../remote-vector-store'
import { flattenProperties, graphqlLiteral } from './weaviate-graphql'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** The properties a class has, from its schema (empty when the class does not exist yet). */
async function classProperties(call: TCall, className: string): Promise<string[] | undefined> {
  const schema = await call('GET', `/v1/schema/${encodeURIComponent(className)}`).catch((e: unknown) => {
    if (e instanceof NodeInputError && /answered 404/.test(e.message)) return undefined
    throw e
  })
  if (!isRecord(schema)) return undefined
  const props = Array.isArray(schema.properties) ? schema.properties.filter(isRecord) : []
  return props.flatMap((p) => (typeof p.name === 'string' ? [p.name] : []))
}

type TCall = (method: string, path: string, body?: unknown) => Promise<unknown>

/**
 * Weaviate's REST API (schema, batch objects, object delete) and GraphQL `nearVector` search through the outbound guard.
 * A class (collection) without a vectorizer is made on the first write; each object holds the text under
 * the text key and the metadata as properties (nested keys flattened with `_`, as LangChain writes them).
 * A search reads back the text and the metadata keys given, else every property of the class.
 */
export function weaviateApi(options: {
  fetch: TFetch
  url: string
  className: string
  textKey: string
  metadataKeys?: string[]
  where?: Record<string, unknown>
  apiKey?: string
  signal?: AbortSignal
}): RemoteVectorApi {
  const base = options.url.replace(/\/+$/, '')
  const headers: Record<string, string> = options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}
  const call: TCall = (method, path, body) =>
    callJson(options.fetch, 'Weaviate', `${base}${path}`, {
      method,
      headers,
      body,
      ...(options.signal ? { signal: options.signal } : {}),
    })
  const { className, textKey } = options
  let ready = false
  return {
    kind: 'weaviate',
    async add(rows) {
      if (rows.length === 0) return
      if (!ready && !(await classProperties(call, className)))
        await call('POST', '/v1/schema', { class: className, vectorizer: 'none' })
      ready = true
      const answer = await call('POST', '/v1/batch/objects', {
        objects: rows.map((r) => ({
          class: className,
          id: r.id,
          vector: r.vector,
          properties: { ...flattenProperties(r.doc.metadata), [textKey]: r.doc.pageContent },
        })),
      })
      const failed = (Array.isArray(answer) ? answer.filter(isRecord) : []).find(
        (o) => isRecord(o.result) && isRecord(o.result.errors),
      )
      if (failed) throw new NodeInputError(`Weaviate refused an object: ${JSON.stringify(failed.result)}`)
    },
    async delete(ids) {
      for (const id of ids)
        await call('DELETE', `/v1/objects/${encodeURIComponent(className)}/${encodeURIComponent(id)}`)
    },
    async search(vector, k) {
      const keys = options.metadataKeys ?? (await classProperties(call, className)) ?? []
      const fields = [...new Set([textKey, ...keys])].join(' ')
      const where = options.where ? `, where: ${graphqlLiteral(options.where)}` : ''
      const query = `{ Get { ${className}(nearVector: {vector: ${JSON.stringify(vector)}}${where}, limit: ${k}) { ${fields} _additional { id distance } } } }`
      const answer = await call('POST', '/v1/graphql', { query })
      if (isRecord(answer) && Array.isArray(answer.errors) && answer.errors.length > 0)
        throw new NodeInputError(`Weaviate answered: ${JSON.stringify(answer.errors).slice(0, 300)}`)
      const data =
        isRecord(answer) && isRecord(answer.data) && isRecord(answer.data.Get) ? answer.data.Get : {}
      const hits = Array.isArray(data[className]) ? data[className].filter(isRecord) : []
      const { Document } = await langchainCoreDocuments()
      return hits.map((hit): { doc: DocumentInterface; score: number } => {
        const { [textKey]: text, _additional: extra, ...metadata } = hit
        const distance = isRecord(extra) && typeof extra.distance === 'number' ? extra.distance : 1
        return {
          doc: new Document({
            pageContent: typeof text === 'string' ? text : '',
            // A property another object has and this one lacks comes back null.
            metadata: Object.fromEntries(Object.entries(metadata).filter(([, v]) => v !== null)),
          }),
          score: 1 - distance,
        }
      })
    },
  }
}

/** The REST base of a Weaviate host as its connection type reads it. */
export function weaviateUrl(host: string, connection: string, httpSecure: boolean): string {
  if (/^https?:\/\//i.test(host)) return host
  if (connection === 'cloud') return `https://${host}`
  const withPort = /:\d+$/.test(host) || (connection === 'custom' && httpSecure) ? host : `${host}:8080`
  return `${connection === 'custom' && httpSecure ? 'https' : 'http'}://${withPort}`
}
