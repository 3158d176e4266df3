import { isRecord, replyJson, startJsonServer, type JsonCall } from './fake-json-server'
import { overlapScore } from './fake-rerank-apis'

type TDoc = { id: string; title?: string; text: string; attributes: Record<string, unknown>[] }

export interface FakeKendra {
  url: string
  calls: JsonCall[]
  /** Documents of the index by id. */
  docs: Map<string, TDoc>
  close(): Promise<void>
}

const valueOf = (a: Record<string, unknown>) =>
  isRecord(a.Value) ? (a.Value.StringValue ?? a.Value.LongValue) : undefined

/** Kendra's AttributeFilter, the part the double reads: EqualsTo and AndAllFilters; else undefined. */
function filterOf(f: unknown): ((d: TDoc) => boolean) | undefined {
  if (f === undefined) return () => true
  if (!isRecord(f)) return undefined
  if (isRecord(f.EqualsTo)) {
    const want = f.EqualsTo
    return (d) => d.attributes.some((a) => a.Key === want.Key && valueOf(a) === valueOf(want))
  }
  if (Array.isArray(f.AndAllFilters)) {
    const all = f.AndAllFilters.map(filterOf)
    return all.every(Boolean) ? (d) => all.every((t) => t?.(d)) : undefined
  }
  return undefined
}

/**
 * Amazon Kendra's JSON API on loopback for one index (`index-1`): `BatchPutDocument` (plain-text blobs, at
 * most 10 a batch, a document without text listed in FailedDocuments) and `Retrieve` (passages ranked by
 * word overlap, `PageSize`, an AttributeFilter of EqualsTo / AndAllFilters; another is a 400). Wants a SigV4
 * signature of the `kendra` service by `accessKeyId` (AKIDKENDRA unless given) in its Authorization header.
 */
export async function startFakeKendra(accessKeyId = 'AKIDKENDRA'): Promise<FakeKendra> {
  const docs = new Map<string, TDoc>()
  const server = await startJsonServer((call, res) => {
    const auth = String(call.headers.authorization ?? '')
    const signed = new RegExp(
      `^AWS4-HMAC-SHA256 Credential=${accessKeyId}/\\d{8}/[\\w-]+/kendra/aws4_request`,
    )
    if (!signed.test(auth))
      return replyJson(res, 403, { message: 'The security token included in the request is invalid.' })
    const body = isRecord(call.body) ? call.body : {}
    if (body.IndexId !== 'index-1') return replyJson(res, 400, { message: 'ResourceNotFoundException' })
    const target = String(call.headers['x-amz-target'] ?? '')
    if (target === 'AWSKendraFrontendService.BatchPutDocument') {
      const given = Array.isArray(body.Documents) ? body.Documents.filter(isRecord) : []
      if (given.length > 10)
        return replyJson(res, 400, { message: 'ValidationException: at most 10 documents' })
      const FailedDocuments: unknown[] = []
      for (const d of given) {
        const text = Buffer.from(String(d.Blob ?? ''), 'base64').toString('utf8')
        if (!text || d.ContentType !== 'PLAIN_TEXT') {
          FailedDocuments.push({ Id: d.Id, ErrorCode: 'InvalidRequest', ErrorMessage: 'empty document' })
          continue
        }
        docs.set(String(d.Id), {
          id: String(d.Id),
          ...(typeof d.Title === 'string' ? { title: d.Title } : {}),
          text,
          attributes: Array.isArray(d.Attributes) ? d.Attributes.filter(isRecord) : [],
        })
      }
      return replyJson(res, 200, { FailedDocuments })
    }
    if (target === 'AWSKendraFrontendService.Retrieve') {
      const keep = filterOf(body.AttributeFilter)
      if (!keep) return replyJson(res, 400, { message: 'ValidationException: AttributeFilter' })
      const query = String(body.QueryText ?? '')
      const ResultItems = [...docs.values()]
        .filter(keep)
        .map((d) => ({ d, s: overlapScore(query, d.text) }))
        .sort((a, b) => b.s - a.s)
        .slice(0, Number(body.PageSize ?? 10))
        .map(({ d, s }) => ({
          Id: `${d.id}-p0`,
          DocumentId: d.id,
          DocumentTitle: d.title,
          Content: d.text,
          DocumentAttributes: d.attributes,
          ScoreAttributes: {
            ScoreConfidence: s >= 0.8 ? 'VERY_HIGH' : s >= 0.5 ? 'HIGH' : s > 0 ? 'MEDIUM' : 'LOW',
          },
        }))
      return replyJson(res, 200, { QueryId: 'q1', ResultItems })
    }
    replyJson(res, 400, { message: `UnknownOperationException: ${target}` })
  })
  return { ...server, docs }
}
