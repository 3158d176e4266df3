import { ZPredictionResponse, type TPredictionResponse } from '@unikflow/graph'
import { API_BASE } from '../config/constants'
import { tokenStore } from '../config/storage'
import { createSseParser, type StreamEvent as ChatStreamEvent } from '@unikflow/graph/protocols'
import { apiClient } from './client'

/** A failed prediction request: the server's code and message when it answered JSON. */
export class ChatRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message)
    this.name = 'ChatRequestError'
  }
}

export interface PredictionRequest {
  flowId: string
  /** JSON body, or multipart form data (files, recordings) with the same fields as text. */
  body: Record<string, unknown> | FormData
  signal: AbortSignal
  onEvent: (event: ChatStreamEvent) => void
}

function send(req: PredictionRequest, token: string | null): Promise<Response> {
  const isForm = req.body instanceof FormData
  const headers: Record<string, string> = { 'x-request-from': 'internal' }
  if (!isForm) headers['content-type'] = 'application/json'
  if (token) headers.authorization = `Bearer ${token}`
  return fetch(`${API_BASE}/internal-prediction/${encodeURIComponent(req.flowId)}`, {
    method: 'POST',
    headers,
    credentials: 'include',
    body: req.body instanceof FormData ? req.body : JSON.stringify(req.body),
    signal: req.signal,
  })
}

async function errorOf(res: Response): Promise<ChatRequestError> {
  const text = await res.text().catch(() => '')
  try {
    const body: unknown = JSON.parse(text)
    if (typeof body === 'object' && body !== null) {
      const message = 'message' in body && typeof body.message === 'string' ? body.message : text
      const code = 'code' in body && typeof body.code === 'string' ? body.code : 'UNKNOWN'
      return new ChatRequestError(message, res.status, code)
    }
  } catch {
    // not JSON
  }
  return new ChatRequestError(text || res.statusText, res.status, 'UNKNOWN')
}

/** A JSON answer (a server that did not stream) replayed as the events a stream would have sent. */
function replayJson(answer: TPredictionResponse, onEvent: (e: ChatStreamEvent) => void): void {
  onEvent({ event: 'token', data: answer.text })
  if (answer.sourceDocuments?.length) onEvent({ event: 'sourceDocuments', data: answer.sourceDocuments })
  if (answer.usedTools?.length) onEvent({ event: 'usedTools', data: answer.usedTools })
  onEvent({
    event: 'metadata',
    data: { chatId: answer.chatId, chatMessageId: answer.chatMessageId, question: answer.question },
  })
  onEvent({ event: 'end', data: '[DONE]' })
}

/**
 * The canvas chat's question: `fetch` + a ReadableStream (axios cannot hand over a body as it
 * arrives), with the bearer token from the same store as the API client and, on a 401, the client's
 * shared refresh once. Aborting the signal cancels the request; the server then stops the run.
 */
export async function streamPrediction(req: PredictionRequest): Promise<void> {
  let res = await send(req, tokenStore.get())
  if (res.status === 401) res = await send(req, await apiClient.refreshAccessToken())
  if (!res.ok) throw await errorOf(res)
  if (!(res.headers.get('content-type') ?? '').includes('text/event-stream')) {
    const answer = ZPredictionResponse.safeParse(await res.json())
    if (!answer.success) throw new ChatRequestError('Unexpected answer', res.status, 'UNKNOWN')
    replayJson(answer.data, req.onEvent)
    return
  }
  const reader = res.body?.getReader()
  if (!reader) throw new ChatRequestError('Empty response', res.status, 'UNKNOWN')
  const parser = createSseParser(req.onEvent)
  const decoder = new TextDecoder()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    parser.push(decoder.decode(value, { stream: true }))
  }
  parser.push(decoder.decode())
  parser.end()
}
