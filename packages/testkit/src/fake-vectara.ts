import { isRecord, replyJson, startJsonServer, type JsonCall } from './fake-json-server'
import { overlapScore } from './fake-rerank-apis'

type TNamedValue = { name: string; value: string }
type TSection = { documentId: string; text: string; metadata: TNamedValue[]; docMetadata: TNamedValue[] }

export interface FakeVectara {
  /** Give it as the Vectara credential's API Base URL. */
  url: string
  calls: JsonCall[]
  /** Stored sections by corpus id. */
  corpora: Map<string, TSection[]>
  close(): Promise<void>
}

const metadataList = (json: unknown) => {
  const parsed: unknown = typeof json === 'string' && json ? JSON.parse(json) : {}
  return isRecord(parsed) ? Object.entries(parsed).map(([name, v]) => ({ name, value: String(v) })) : []
}

function index(corpora: Map<string, TSection[]>, body: Record<string, unknown>) {
  const doc = isRecord(body.document) ? body.document : {}
  const corpus = String(body.corpusId)
  const sections = Array.isArray(doc.section) ? doc.section.filter(isRecord) : []
  const list = (corpora.get(corpus) ?? []).filter((s) => s.documentId !== doc.documentId)
  for (const s of sections)
    list.push({
      documentId: String(doc.documentId),
      text: String(s.text),
      metadata: metadataList(s.metadataJson),
      docMetadata: metadataList(doc.metadataJson),
    })
  corpora.set(corpus, list)
  return { status: { code: 'OK' } }
}

/** A form's parts: name, file name and text (text files only: what a test sends). */
function formParts(contentType: string, body: string) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType)
  const marker = `--${boundary?.[1] ?? boundary?.[2] ?? ''}`
  return body
    .split(marker)
    .slice(1, -1)
    .map((part) => {
      const [head = '', ...rest] = part.replace(/^\r\n/, '').split('\r\n\r\n')
      return {
        name: /name="([^"]*)"/.exec(head)?.[1] ?? '',
        fileName: /filename="([^"]*)"/.exec(head)?.[1],
        text: rest.join('\r\n\r\n').replace(/\r\n$/, ''),
      }
    })
}

/** `POST /v1/upload?c=<customer>&o=<corpus>`: the file's text as one document named by the file. */
function upload(corpora: Map<string, TSection[]>, call: JsonCall) {
  const query = new URL(call.url, 'http://x').searchParams
  const parts = formParts(String(call.headers['content-type'] ?? ''), String(call.body ?? ''))
  const file = parts.find((p) => p.name === 'file' && p.fileName !== undefined)
  const corpus = query.get('o')
  if (!file || !corpus || query.get('c') !== call.headers['customer-id']) return undefined
  const docMetadata = metadataList(parts.find((p) => p.name === 'doc_metadata')?.text ?? '')
  const documentId = file.fileName ?? 'file'
  const list = (corpora.get(corpus) ?? []).filter((s) => s.documentId !== documentId)
  list.push({ documentId, text: file.text, metadata: [], docMetadata })
  corpora.set(corpus, list)
  return { response: { status: { code: 'OK' } }, document: { documentId } }
}

/** The passages cited as [n] (their rank), the lowest ranked first, as a summarizer may order them. */
const citeLastFirst = (texts: string[]) =>
  texts
    .map((text, i) => `${text} [${i + 1}]`)
    .reverse()
    .join(' ')

function query(corpora: Map<string, TSection[]>, body: Record<string, unknown>) {
  const q = Array.isArray(body.query) && isRecord(body.query[0]) ? body.query[0] : {}
  const keys = Array.isArray(q.corpusKey) ? q.corpusKey.filter(isRecord) : []
  const question = String(q.query)
  const sections = keys.flatMap((k) => corpora.get(String(k.corpusId)) ?? [])
  const found = sections
    .map((s) => ({ s, score: overlapScore(question, s.text) }))
    .filter((h) => h.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, Number(q.numResults ?? 10))
  const summaryAsked = Array.isArray(q.summary) && q.summary.length > 0
  return {
    responseSet: [
      {
        response: found.map((h, i) => ({
          text: h.s.text,
          score: h.score,
          metadata: h.s.metadata,
          documentIndex: i,
        })),
        document: found.map((h) => ({ id: h.s.documentId, metadata: h.s.docMetadata })),
        summary: summaryAsked
          ? [{ text: `Vectara says: ${citeLastFirst(found.map((h) => h.s.text))}`, status: [] }]
          : [],
      },
    ],
  }
}

/**
 * Vectara's v1 REST API on loopback: `POST /v1/core/index` stores a document's sections in a corpus,
 * `POST /v1/upload?c=<customer>&o=<corpus>` (multipart: `file`, optional `doc_metadata`) stores a text
 * file as one document named by the file, `POST /v1/query` ranks them by shared words and, when asked, answers a summary citing them as [n]
 * (their rank), the lowest ranked first.
 * Every request must carry `x-api-key: vectara-key` and a `customer-id` header (else 401).
 */
export async function startFakeVectara(): Promise<FakeVectara> {
  const corpora = new Map<string, TSection[]>()
  const server = await startJsonServer((call, res) => {
    if (call.headers['x-api-key'] !== 'vectara-key' || !call.headers['customer-id'])
      return replyJson(res, 401, { error: 'bad key' })
    const body = isRecord(call.body) ? call.body : {}
    if (call.method === 'POST' && call.url === '/v1/core/index')
      return replyJson(res, 200, index(corpora, body))
    if (call.method === 'POST' && call.url === '/v1/query') return replyJson(res, 200, query(corpora, body))
    if (call.method === 'POST' && call.url.startsWith('/v1/upload?')) {
      const answer = upload(corpora, call)
      return answer ? replyJson(res, 200, answer) : replyJson(res, 400, { error: 'bad upload' })
    }
    replyJson(res, 404, { error: `no route ${call.url}` })
  })
  return { ...server, corpora }
}
