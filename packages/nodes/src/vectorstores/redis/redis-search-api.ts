import type { DocumentInterface } from '@langchain/core/documents'
import type { TNodeContext } from '../../context'
import { withGuardedRedis } from '../../shared/redis-connect'
import { lazyImport } from '../../shared/lazy-import'
import { NodeInputError } from '../../shared/read-inputs'
import type { RemoteVectorApi } from '../remote-vector-store'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

export type TRedisFields = { content: string; metadata: string; vector: string }

const float32 = (vector: readonly number[]) => Buffer.from(new Float32Array(vector).buffer)

/** RediSearch's answer to FT.SEARCH … RETURN: `[total, key, [field, value, …], key, […], …]`. */
function searchRows(reply: unknown): Record<string, string>[] {
  if (!Array.isArray(reply)) return []
  const rows: Record<string, string>[] = []
  for (let i = 2; i < reply.length; i += 2) {
    const pairs: unknown = reply[i]
    if (!Array.isArray(pairs)) continue
    const row: Record<string, string> = {}
    for (let j = 0; j + 1 < pairs.length; j += 2) row[String(pairs[j])] = String(pairs[j + 1])
    rows.push(row)
  }
  return rows
}

function parseMetadata(text: string | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text ?? '{}')
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {}
  } catch {
    return {}
  }
}

/**
 * A RediSearch vector index (Redis Stack / Redis with the search module) over hashes, as LangChain's
 * RedisVectorStore lays it out: keys `doc:<index>:<id>`, the text, the metadata as JSON and the vector as
 * FLOAT32 bytes; the index (HNSW, cosine) is made on the first write, dropped first with `replaceIndex`.
 * A search is `FT.SEARCH … KNN`; its score is 1 − the cosine distance.
 */
export function redisSearchApi(options: {
  ctx: Pick<TNodeContext, 'resolveHost'>
  url: string
  index: string
  fields: TRedisFields
  replaceIndex: boolean
}): RemoteVectorApi {
  const { index, fields } = options
  const prefix = `doc:${index}:`
  let ready = false
  return {
    kind: 'redis',
    add: (rows) =>
      withGuardedRedis(options.ctx, options.url, async (client) => {
        if (rows.length === 0) return
        if (!ready) {
          const exists = await client.sendCommand(['FT.INFO', index]).then(
            () => true,
            (e: unknown) => {
              if (e instanceof Error && /unknown index|no such index/i.test(e.message)) return false
              if (e instanceof Error && /unknown command/i.test(e.message))
                throw new NodeInputError(
                  'This Redis has no search module (FT.* commands): use Redis Stack or Redis 8 with search',
                )
              throw e
            },
          )
          if (exists && options.replaceIndex) await client.sendCommand(['FT.DROPINDEX', index, 'DD'])
          if (!exists || options.replaceIndex) {
            const dim = String(rows[0]?.vector.length ?? 0)
            await client.sendCommand([
              ...['FT.CREATE', index, 'ON', 'HASH', 'PREFIX', '1', prefix, 'SCHEMA'],
              ...[fields.vector, 'VECTOR', 'HNSW', '6', 'TYPE', 'FLOAT32', 'DIM', dim],
              ...['DISTANCE_METRIC', 'COSINE', fields.content, 'TEXT', fields.metadata, 'TEXT'],
            ])
          }
          ready = true
        }
        for (const r of rows)
          await client.hSet(`${prefix}${r.id}`, {
            [fields.content]: r.doc.pageContent,
            [fields.metadata]: JSON.stringify(r.doc.metadata),
            [fields.vector]: float32(r.vector),
          })
      }),
    delete: (ids) =>
      withGuardedRedis(options.ctx, options.url, async (client) => {
        if (ids.length > 0) await client.del(ids.map((id) => `${prefix}${id}`))
      }),
    search: (vector, k) =>
      withGuardedRedis(options.ctx, options.url, async (client) => {
        const reply = await client.sendCommand([
          ...['FT.SEARCH', index, `*=>[KNN ${k} @${fields.vector} $vector AS vector_score]`],
          ...['PARAMS', '2', 'vector', float32(vector)],
          ...['RETURN', '3', fields.metadata, fields.content, 'vector_score'],
          ...['SORTBY', 'vector_score', 'LIMIT', '0', String(k), 'DIALECT', '2'],
        ])
        const { Document } = await langchainCoreDocuments()
        return searchRows(reply).map((row): { doc: DocumentInterface; score: number } => ({
          doc: new Document({
            pageContent: row[fields.content] ?? '',
            metadata: parseMetadata(row[fields.metadata]),
          }),
          score: 1 - Number(row.vector_score ?? 1),
        }))
      }),
  }
}
