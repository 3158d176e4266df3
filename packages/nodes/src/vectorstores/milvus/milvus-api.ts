import { isRecord } from '@unikflow/graph'
import type { DocumentInterface } from '@langchain/core/documents'
import type { TFetch } from '../../context'
import { lazyImport } from '../../shared/lazy-import'
import { NodeInputError } from '../../shared/read-inputs'
import { callJson, type RemoteVectorApi } from '../remote-vector-store'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

const PRIMARY = 'langchain_primaryid'
const VECTOR = 'langchain_vector'
const METADATA = 'metadata'

/**
 * Milvus' RESTful API v2 (`/v2/vectordb/…`) through the outbound guard. The collection is made on the
 * first write (a VarChar primary key, the text field, a FloatVector of the embeddings' dimension with a
 * COSINE index, the metadata as JSON), and a partition other than `_default` too; rows are upserted by
 * their content id. A search may carry a boolean filter expression (`metadata["topic"] == "faq"`).
 * Milvus answers HTTP 200 with its own `code`: anything but 0 is its error.
 */
export function milvusApi(options: {
  fetch: TFetch
  url: string
  collection: string
  partition: string
  textField: string
  filter?: string
  token?: string
  signal?: AbortSignal
}): RemoteVectorApi {
  const base = `${options.url.replace(/\/+$/, '')}/v2/vectordb`
  const headers: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {}
  const call = async (path: string, body: Record<string, unknown>): Promise<unknown> => {
    const answer = await callJson(options.fetch, 'Milvus', `${base}${path}`, {
      method: 'POST',
      headers,
      body: { collectionName: options.collection, ...body },
      ...(options.signal ? { signal: options.signal } : {}),
    })
    if (isRecord(answer) && typeof answer.code === 'number' && answer.code !== 0)
      throw new NodeInputError(`Milvus answered code ${answer.code}: ${String(answer.message ?? '')}`)
    return isRecord(answer) ? answer.data : undefined
  }
  const has = async (path: string, body: Record<string, unknown> = {}) => {
    const data = await call(path, body)
    return isRecord(data) && data.has === true
  }
  const { textField, partition } = options
  const partitionNames = partition && partition !== '_default' ? [partition] : []
  let ready = false
  const ensure = async (dim: number) => {
    if (ready) return
    if (!(await has('/collections/has')))
      await call('/collections/create', {
        schema: {
          autoId: false,
          enableDynamicField: false,
          fields: [
            {
              fieldName: PRIMARY,
              dataType: 'VarChar',
              isPrimary: true,
              elementTypeParams: { max_length: 64 },
            },
            { fieldName: textField, dataType: 'VarChar', elementTypeParams: { max_length: 65535 } },
            { fieldName: VECTOR, dataType: 'FloatVector', elementTypeParams: { dim } },
            { fieldName: METADATA, dataType: 'JSON' },
          ],
        },
        indexParams: [{ fieldName: VECTOR, indexName: VECTOR, metricType: 'COSINE' }],
      })
    for (const partitionName of partitionNames)
      if (!(await has('/partitions/has', { partitionName })))
        await call('/partitions/create', { partitionName })
    ready = true
  }
  return {
    kind: 'milvus',
    async add(rows) {
      if (rows.length === 0) return
      await ensure(rows[0]?.vector.length ?? 0)
      await call('/entities/upsert', {
        ...(partitionNames[0] ? { partitionName: partitionNames[0] } : {}),
        data: rows.map((r) => ({
          [PRIMARY]: r.id,
          [textField]: r.doc.pageContent,
          [VECTOR]: r.vector,
          [METADATA]: r.doc.metadata,
        })),
      })
    },
    async delete(ids) {
      await call('/entities/delete', { filter: `${PRIMARY} in ${JSON.stringify(ids)}` })
    },
    async search(vector, k) {
      const data = await call('/entities/search', {
        data: [vector],
        annsField: VECTOR,
        limit: k,
        outputFields: [textField, METADATA],
        ...(partitionNames.length ? { partitionNames } : {}),
        ...(options.filter ? { filter: options.filter } : {}),
      })
      const hits = Array.isArray(data) ? data.filter(isRecord) : []
      const { Document } = await langchainCoreDocuments()
      return hits.map((hit): { doc: DocumentInterface; score: number } => ({
        doc: new Document({
          pageContent: typeof hit[textField] === 'string' ? hit[textField] : '',
          metadata: isRecord(hit[METADATA]) ? hit[METADATA] : {},
        }),
        score: typeof hit.distance === 'number' ? hit.distance : 0,
      }))
    },
  }
}
