import { isRecord } from '@unikflow/graph'
import type { DocumentInterface } from '@langchain/core/documents'
import type { TFetch } from '../../context'
import type { TAwsKeys } from '../../shared/aws-keys'
import { postAwsSigned } from '../../shared/aws-sign'
import { BODY_LIMITS, readBodyText } from '../../shared/read-body'
import { NodeInputError } from '../../shared/read-inputs'
import { documentId } from '../remote-vector-store'

/** Kendra's limit of documents per BatchPutDocument. */
const BATCH = 10
/** Kendra's limit of a Retrieve page. */
const MAX_PAGE = 100

export type TKendraPassage = { pageContent: string; metadata: Record<string, unknown>; score: number }

/** A metadata value as a Kendra document attribute value (strings, numbers as longs, lists of strings). */
function attributeValue(v: unknown): Record<string, unknown> | undefined {
  if (typeof v === 'string') return { StringValue: v }
  if (typeof v === 'number' && Number.isInteger(v)) return { LongValue: v }
  if (typeof v === 'number' || typeof v === 'boolean') return { StringValue: String(v) }
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return { StringListValue: v }
  if (v === null || v === undefined) return undefined
  return { StringValue: JSON.stringify(v) }
}

function attributeOf(a: Record<string, unknown>): [string, unknown] {
  const value = isRecord(a.Value) ? a.Value : {}
  return [
    String(a.Key),
    value.StringValue ?? value.LongValue ?? value.StringListValue ?? value.DateValue ?? null,
  ]
}

/**
 * Amazon Kendra's JSON API (SigV4-signed, through the outbound guard): documents go in as plain text with
 * their metadata as attributes (`BatchPutDocument`; Kendra indexes them itself), a search is `Retrieve`
 * (passages of the index, with an attribute filter if given). Failed documents of a batch are its error.
 */
export function kendraApi(options: {
  fetch: TFetch
  endpoint: string
  region: string
  keys: TAwsKeys
  indexId: string
  attributeFilter?: Record<string, unknown>
  signal?: AbortSignal
}) {
  const call = async (action: string, body: unknown): Promise<Record<string, unknown>> => {
    const res = await postAwsSigned(
      options.fetch,
      { endpoint: options.endpoint, service: 'kendra', region: options.region, keys: options.keys },
      {
        body: JSON.stringify(body),
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSKendraFrontendService.${action}`,
        },
      },
      options.signal,
    )
    const text = await readBodyText(res, { maxBytes: BODY_LIMITS.apiJson, beyond: 'fail', what: 'Kendra' })
    const answer: unknown = text ? JSON.parse(text) : {}
    if (!res.ok) {
      const why = isRecord(answer) ? String(answer.message ?? answer.Message ?? '') : ''
      throw new NodeInputError(`Kendra answered ${res.status}: ${why}`)
    }
    return isRecord(answer) ? answer : {}
  }
  return {
    async put(docs: readonly DocumentInterface[]): Promise<void> {
      for (let i = 0; i < docs.length; i += BATCH) {
        const answer = await call('BatchPutDocument', {
          IndexId: options.indexId,
          Documents: docs.slice(i, i + BATCH).map((doc) => ({
            Id: documentId(doc),
            Title: typeof doc.metadata.title === 'string' ? doc.metadata.title : undefined,
            Blob: Buffer.from(doc.pageContent).toString('base64'),
            ContentType: 'PLAIN_TEXT',
            Attributes: Object.entries(doc.metadata).flatMap(([Key, v]) => {
              const Value = attributeValue(v)
              return Value ? [{ Key, Value }] : []
            }),
          })),
        })
        const failed = Array.isArray(answer.FailedDocuments) ? answer.FailedDocuments.filter(isRecord) : []
        if (failed.length > 0)
          throw new NodeInputError(
            `Kendra refused ${failed.length} document(s): ${String(failed[0]?.ErrorMessage ?? '')}`,
          )
      }
    },
    async retrieve(query: string, k: number): Promise<TKendraPassage[]> {
      const answer = await call('Retrieve', {
        IndexId: options.indexId,
        QueryText: query,
        PageSize: Math.min(Math.max(1, k), MAX_PAGE),
        ...(options.attributeFilter ? { AttributeFilter: options.attributeFilter } : {}),
      })
      const items = Array.isArray(answer.ResultItems) ? answer.ResultItems.filter(isRecord) : []
      const CONFIDENCE: Record<string, number> = { VERY_HIGH: 1, HIGH: 0.75, MEDIUM: 0.5, LOW: 0.25 }
      return items.slice(0, k).map((item) => {
        const attrs = Array.isArray(item.DocumentAttributes) ? item.DocumentAttributes.filter(isRecord) : []
        const score = isRecord(item.ScoreAttributes) ? String(item.ScoreAttributes.ScoreConfidence) : ''
        return {
          pageContent: typeof item.Content === 'string' ? item.Content : '',
          metadata: {
            ...Object.fromEntries(attrs.map(attributeOf)),
            ...(item.DocumentTitle ? { title: item.DocumentTitle } : {}),
            ...(item.DocumentURI ? { source: item.DocumentURI } : {}),
            documentId: item.DocumentId,
          },
          score: CONFIDENCE[score] ?? 0,
        }
      })
    },
  }
}
