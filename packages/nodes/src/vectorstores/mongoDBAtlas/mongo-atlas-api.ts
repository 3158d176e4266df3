import { isRecord } from '@unikflow/graph'
import type { DocumentInterface } from '@langchain/core/documents'
import type { Collection, Document } from 'mongodb'
import { lazyImport } from '../../shared/lazy-import'
import type { RemoteVectorApi } from '../remote-vector-store'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** A chunk as stored: its id (ours, so writing it again replaces it), text, vector and metadata keys. */
export type TMongoChunk = { _id: string } & Document

export type TMongoAtlasFields = { readonly textKey: string; readonly embeddingKey: string }

/** Flowise's Mongodb Metadata Filter (`{ key: value }`) and a caller's filter as a `$vectorSearch` pre-filter. */
export function vectorSearchFilter(
  ...filters: (Record<string, unknown> | undefined)[]
): Document | undefined {
  const clauses: Document = {}
  for (const filter of filters)
    for (const [key, value] of Object.entries(filter ?? {}))
      if (value !== undefined) clauses[key] = isRecord(value) ? value : { $eq: value }
  return Object.keys(clauses).length ? clauses : undefined
}

/**
 * The collection LangChain's MongoDBAtlasVectorSearch (so Flowise's node) writes — one document per chunk:
 * the text under `textKey`, the vector under `embeddingKey`, the metadata's keys beside them — searched by
 * Atlas' `$vectorSearch` stage on the named index, its score as `vectorSearchScore`.
 */
export function mongoAtlasApi(options: {
  /** Runs one operation on the collection over a guarded connection (closed after it). */
  withCollection: <T>(fn: (collection: Collection<TMongoChunk>) => Promise<T>) => Promise<T>
  indexName: string
  fields: TMongoAtlasFields
  filter: Record<string, unknown> | undefined
}): RemoteVectorApi {
  const { textKey, embeddingKey } = options.fields
  return {
    kind: 'MongoDB Atlas',
    callerFilter: true,
    async add(rows) {
      if (rows.length === 0) return
      await options.withCollection((c) =>
        c.bulkWrite(
          rows.map((r) => ({
            replaceOne: {
              filter: { _id: r.id },
              replacement: { ...r.doc.metadata, [textKey]: r.doc.pageContent, [embeddingKey]: r.vector },
              upsert: true,
            },
          })),
        ),
      )
    },
    async delete(ids) {
      await options.withCollection((c) => c.deleteMany({ _id: { $in: [...ids] } }))
    },
    async search(queryVector, k, filter) {
      const preFilter = vectorSearchFilter(options.filter, filter)
      const found = await options.withCollection((c) =>
        c
          .aggregate([
            {
              $vectorSearch: {
                index: options.indexName,
                path: embeddingKey,
                queryVector,
                numCandidates: 10 * k,
                limit: k,
                ...(preFilter ? { filter: preFilter } : {}),
              },
            },
            { $set: { score: { $meta: 'vectorSearchScore' } } },
            { $project: { [embeddingKey]: 0 } },
          ])
          .toArray(),
      )
      const { Document: LcDocument } = await langchainCoreDocuments()
      return found.map((row): { doc: DocumentInterface; score: number } => {
        const { score, [textKey]: text, _id: _unused, ...metadata } = row
        return {
          doc: new LcDocument({
            pageContent: typeof text === 'string' ? text : String(text ?? ''),
            metadata,
          }),
          score: Number(score),
        }
      })
    },
  }
}
