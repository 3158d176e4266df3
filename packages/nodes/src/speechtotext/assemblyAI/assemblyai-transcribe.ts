import { isRecord } from '@unikflow/graph'
import { BODY_LIMITS, readBodyJson, readBodyText } from '../../shared/read-body'

export const ASSEMBLYAI_API = 'https://api.assemblyai.com'

export type TAssemblyAIRequest = {
  /** The recording's bytes and type. */
  readonly audio: Uint8Array
  readonly mime: string
  /** An ISO 639-1 code; empty lets AssemblyAI detect or use its default. */
  readonly language?: string | undefined
  readonly signal?: AbortSignal | undefined
}

export type TAssemblyAIOptions = {
  readonly apiKey: string
  /** AssemblyAI's host, or a server speaking its API. */
  readonly baseUrl: string
  /** A guarded fetch: the base URL may be user-given. */
  readonly fetch: (url: string, init?: RequestInit) => Promise<Response>
  /** How long to wait between asking whether the transcript is done (1 s by default). */
  readonly pollMs?: number
}

export class AssemblyAIError extends Error {
  override readonly name = 'AssemblyAIError'
}

const delay = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true })
  })

/**
 * Transcribes a recording with AssemblyAI: uploads its bytes (`POST /v2/upload`), asks for a transcript of
 * the upload (`POST /v2/transcript`), then polls `GET /v2/transcript/<id>` until it is completed (its text)
 * or failed (its error). Every request carries the key and goes through `fetch`; errors never hold the key.
 */
export async function transcribeWithAssemblyAI(options: TAssemblyAIOptions, request: TAssemblyAIRequest) {
  const base = options.baseUrl.replace(/\/+$/, '')
  const call = async (path: string, init: RequestInit = {}): Promise<Record<string, unknown>> => {
    const res = await options.fetch(`${base}${path}`, {
      ...init,
      headers: { authorization: options.apiKey, ...init.headers },
      ...(request.signal ? { signal: request.signal } : {}),
    })
    if (!res.ok) {
      const detail = (await readBodyText(res, { maxBytes: 2048, beyond: 'cut' })).slice(0, 300)
      throw new AssemblyAIError(`AssemblyAI answered HTTP ${res.status}${detail ? `: ${detail}` : ''}`)
    }
    const answer = await readBodyJson(res, BODY_LIMITS.apiJson, 'AssemblyAI’s answer')
    return isRecord(answer) ? answer : {}
  }
  const upload = await call('/v2/upload', {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream' },
    body: new Blob([new Uint8Array(request.audio)], { type: request.mime }),
  })
  if (typeof upload.upload_url !== 'string') throw new AssemblyAIError('AssemblyAI answered no upload_url')
  const language = request.language?.trim().toLowerCase()
  const queued = await call('/v2/transcript', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ audio_url: upload.upload_url, ...(language ? { language_code: language } : {}) }),
  })
  if (typeof queued.id !== 'string') throw new AssemblyAIError('AssemblyAI answered no transcript id')
  for (;;) {
    const transcript = await call(`/v2/transcript/${encodeURIComponent(queued.id)}`)
    if (transcript.status === 'completed') return typeof transcript.text === 'string' ? transcript.text : ''
    if (transcript.status === 'error')
      throw new AssemblyAIError(
        `AssemblyAI could not transcribe the recording: ${String(transcript.error ?? '')}`,
      )
    await delay(options.pollMs ?? 1000, request.signal)
  }
}
