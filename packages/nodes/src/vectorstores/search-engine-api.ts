import { isRecord } from '@unikflow/graph'
import type { DocumentInterface } from '@langchain/core/documents'
import type { TFetch } from '../context'
import { BODY_LIMITS, readBodyText } from '../shared/read-body'
import { NodeInputError } from '../shared/read-inputs'
import { lazyImport } from '../shared/lazy-import'
import { callJson, type RemoteVectorApi } from './remote-vector-store'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** How the index stores and searches its vectors: Elasticsearch's dense_vector or OpenSearch's knn_vector. */
export type TSearchEngineDialect =
  { kind: 'elasticsearch'; similarity: string } | { kind: 'opensearch'; engine: string; spaceType: string }

/**
 * Elasticsearch's and OpenSearch's REST API (index, `_bulk`, `_search`) through the outbound guard. Each
 * document is `{ text, embedding, metadata }`, the fields LangChain's stores use, so an index either wrote
 * reads the same. The index is made on the first write with the embeddings' dimension.
 */
export function searchEngineApi(options: {
  fetch: TFetch
  url: string
  index: string
  headers: Record<string, string>
  dialect: TSearchEngineDialect
  signal?: AbortSignal
}): RemoteVectorApi {
  const what = options.dialect.kind === 'elasticsearch' ? 'Elasticsearch' : 'OpenSearch'
  const base = `${options.url.replace(/\/+$/, '')}/${encodeURIComponent(options.index)}`
  const signal = options.signal ? { signal: options.signal } : {}
  const call = (method: string, url: string, body?: unknown) =>
    callJson(options.fetch, what, url, { method, headers: options.headers, body, ...signal })
  let ready = false
  const ensureIndex = async (dims: number) => {
    if (ready) return
    const res = await options.fetch(base, { method: 'HEAD', headers: options.headers, ...signal })
    await res.body?.cancel()
    if (res.status === 404) await call('PUT', base, indexBody(options.dialect, dims))
    else if (!res.ok) throw new NodeInputError(`${what} answered ${res.status} for index ${options.index}`)
    ready = true
  }
  // One `_bulk` request (NDJSON actions), refreshed so a search right after sees it.
  const bulk = async (lines: string[]) => {
    const res = await options.fetch(`${base}/_bulk?refresh=true`, {
      method: 'POST',
      headers: { ...options.headers, 'content-type': 'application/x-ndjson' },
      body: `${lines.join('\n')}\n`,
      ...signal,
    })
    const text = await readBodyText(res, { maxBytes: BODY_LIMITS.apiJson, beyond: 'fail', what })
    if (!res.ok) throw new NodeInputError(`${what} answered ${res.status}: ${text.slice(0, 300)}`)
    if (/"errors"\s*:\s*true/.test(text))
      throw new NodeInputError(`${what} refused some documents: ${text.slice(0, 300)}`)
  }
  return {
    kind: options.dialect.kind,
    async add(rows) {
      if (rows.length === 0) return
      await ensureIndex(rows[0]?.vector.length ?? 0)
      await bulk(
        rows.flatMap((r) => [
          JSON.stringify({ index: { _index: options.index, _id: r.id } }),
          JSON.stringify({ text: r.doc.pageContent, embedding: r.vector, metadata: r.doc.metadata }),
        ]),
      )
    },
    async delete(ids) {
      await bulk(ids.map((id) => JSON.stringify({ delete: { _index: options.index, _id: id } })))
    },
    async search(vector, k) {
      const answer = await call('POST', `${base}/_search`, searchBody(options.dialect, vector, k))
      const outer = isRecord(answer) && isRecord(answer.hits) ? answer.hits : {}
      const hits = Array.isArray(outer.hits) ? outer.hits.filter(isRecord) : []
      const { Document } = await langchainCoreDocuments()
      return hits.map((hit): { doc: DocumentInterface; score: number } => {
        const source = isRecord(hit._source) ? hit._source : {}
        return {
          doc: new Document({
            pageContent: typeof source.text === 'string' ? source.text : '',
            metadata: isRecord(source.metadata) ? source.metadata : {},
          }),
          score: typeof hit._score === 'number' ? hit._score : 0,
        }
      })
    },
  }
}

function indexBody(dialect: TSearchEngineDialect, dims: number): Record<string, unknown> {
  const common = { text: { type: 'text' }, metadata: { type: 'object' } }
  if (dialect.kind === 'elasticsearch')
    return {
      mappings: {
        properties: {
          ...common,
          embedding: { type: 'dense_vector', dims, index: true, similarity: dialect.similarity },
        },
      },
    }
  return {
    settings: { index: { knn: true } },
    mappings: {
      properties: {
        ...common,
        embedding: {
          type: 'knn_vector',
          dimension: dims,
          method: { name: 'hnsw', engine: dialect.engine, space_type: dialect.spaceType },
        },
      },
    },
  }
}

function searchBody(dialect: TSearchEngineDialect, vector: number[], k: number): Record<string, unknown> {
  const source = ['text', 'metadata']
  if (dialect.kind === 'elasticsearch')
    return {
      knn: { field: 'embedding', query_vector: vector, k, num_candidates: Math.max(100, k * 10) },
      size: k,
      _source: source,
    }
  return { size: k, _source: source, query: { knn: { embedding: { vector, k } } } }
}
