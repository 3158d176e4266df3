import type { DocumentInterface } from '@langchain/core/documents'
import { isRecord } from '@unikflow/graph'
import type { TFetch } from '../../context'
import { BODY_LIMITS, readBodyText } from '../../shared/read-body'
import { NodeInputError } from '../../shared/read-inputs'
import { callJson, documentId } from '../remote-vector-store'

/** Vectara's API; the credential's API Base URL replaces it (a proxy, a test double). */
export const VECTARA_API = 'https://api.vectara.io'

/** Vectara's id of its MMR (diversity) reranker. */
const MMR_RERANKER = 272725718

export type TVectaraSettings = {
  readonly fetch: TFetch
  readonly baseUrl: string
  readonly apiKey: string
  readonly customerId: string
  /** One corpus, or several (Flowise's credential takes them comma-separated). */
  readonly corpusIds: readonly string[]
  readonly filter: string
  readonly sentencesBefore: number
  readonly sentencesAfter: number
  readonly lambda: number
  readonly topK: number
  /** Vectara's MMR reranker: fetch `k` results, rerank them for diversity, keep Top K. */
  readonly mmr?: { readonly k: number; readonly diversityBias: number }
  readonly signal?: AbortSignal
}

/** A file for Vectara's upload API. */
export type TVectaraFile = { readonly name: string; readonly mime: string; readonly data: Uint8Array }

export type TVectaraSummary = { promptName: string; responseLang: string; maxSummarizedResults: number }

export type TVectaraAnswer = { docs: DocumentInterface[]; summary: string }

type TNamed = { name?: unknown; value?: unknown }

const list = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.filter(isRecord) : [])
const metadataOf = (items: unknown) =>
  Object.fromEntries(list(items).map((m: TNamed) => [String(m.name), m.value]))

/** A client of Vectara's v1 REST API through the outbound guard: index documents, query a corpus. */
export class VectaraClient {
  constructor(readonly settings: TVectaraSettings) {}

  private call(path: string, body: unknown) {
    const s = this.settings
    return callJson(s.fetch, 'Vectara', `${s.baseUrl.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: { 'x-api-key': s.apiKey, 'customer-id': s.customerId },
      body,
      ...(s.signal ? { signal: s.signal } : {}),
    })
  }

  /** Each document as one Vectara document with one section, into the first corpus. */
  async index(docs: readonly DocumentInterface[]): Promise<void> {
    const { customerId, corpusIds } = this.settings
    for (const doc of docs)
      await this.call('/v1/core/index', {
        customerId,
        corpusId: corpusIds[0],
        document: {
          documentId: documentId(doc),
          metadataJson: JSON.stringify(doc.metadata),
          section: [{ text: doc.pageContent }],
        },
      })
  }

  /**
   * Files through Vectara's file upload API (`/v1/upload`), into the first corpus: Vectara extracts their
   * text (PDF, Word, HTML …) and embeds it. One request per file, as the API takes one.
   */
  async upload(files: readonly TVectaraFile[], metadata?: Record<string, unknown>): Promise<void> {
    const s = this.settings
    const query = new URLSearchParams({ c: s.customerId, o: s.corpusIds[0] ?? '' })
    const url = `${s.baseUrl.replace(/\/+$/, '')}/v1/upload?${query.toString()}`
    for (const file of files) {
      const form = new FormData()
      form.append('file', new Blob([file.data], { type: file.mime || 'application/octet-stream' }), file.name)
      if (metadata) form.append('doc_metadata', JSON.stringify(metadata))
      const res = await s.fetch(url, {
        method: 'POST',
        headers: { 'x-api-key': s.apiKey, 'customer-id': s.customerId },
        body: form,
        ...(s.signal ? { signal: s.signal } : {}),
      })
      const what = `Vectara's upload of ${file.name}`
      const text = await readBodyText(res, { maxBytes: BODY_LIMITS.apiJson, beyond: 'fail', what })
      if (!res.ok) throw new NodeInputError(`${what} answered ${res.status}: ${text.slice(0, 300)}`)
    }
  }

  /** The nearest sections as documents (section and document metadata merged), and the summary if asked. */
  async query(question: string, summary?: TVectaraSummary): Promise<TVectaraAnswer> {
    const s = this.settings
    const answer = await this.call('/v1/query', {
      query: [
        {
          query: question,
          numResults: s.mmr ? s.mmr.k : s.topK,
          ...(s.mmr
            ? {
                rerankingConfig: {
                  rerankerId: MMR_RERANKER,
                  mmrConfig: { diversityBias: s.mmr.diversityBias },
                },
              }
            : {}),
          contextConfig: { sentencesBefore: s.sentencesBefore, sentencesAfter: s.sentencesAfter },
          corpusKey: s.corpusIds.map((corpusId) => ({
            customerId: s.customerId,
            corpusId,
            lexicalInterpolationConfig: { lambda: s.lambda },
            ...(s.filter ? { metadataFilter: s.filter } : {}),
          })),
          ...(summary
            ? {
                summary: [
                  {
                    summarizerPromptName: summary.promptName,
                    responseLang: summary.responseLang,
                    maxSummarizedResults: summary.maxSummarizedResults,
                  },
                ],
              }
            : {}),
        },
      ],
    })
    const set = list(isRecord(answer) ? answer.responseSet : undefined)[0] ?? {}
    const documents = list(set.document)
    const docs = list(set.response)
      .slice(0, s.topK)
      .map((r) => ({
        pageContent: String(r.text ?? ''),
        metadata: {
          ...metadataOf(documents[Number(r.documentIndex)]?.metadata),
          ...metadataOf(r.metadata),
          score: r.score,
        },
      }))
    return { docs, summary: String(list(set.summary)[0]?.text ?? '') }
  }
}
