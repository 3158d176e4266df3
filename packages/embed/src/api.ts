// Talks to the server's public chat endpoints. Every request passes the page's onRequest hook first.
import { asRecord, type Obj } from './json'
import { createSseParser, type StreamEvent } from '@unikflow/graph/protocols'
import type { Lead } from './storage'

/** The same values as the server's feedback rating (graph's TFeedbackRating). */
export type FeedbackRating = 'THUMBS_UP' | 'THUMBS_DOWN'

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export interface Answer {
  text: string
  chatId?: string
  chatMessageId?: string
  sourceDocuments?: unknown[]
  usedTools?: unknown[]
  agentReasoning?: unknown[]
  /** Images and files the run made, kept with the chat (Flowise's names). */
  artifacts?: unknown[]
  fileAnnotations?: unknown[]
  followUpPrompts?: string[]
}

export interface PredictInput {
  question: string
  chatId: string
  streaming: boolean
  overrideConfig?: Record<string, unknown>
  files?: File[]
  signal?: AbortSignal
}

/** Follow-up prompts arrive as an array or as JSON text of one. */
export function followUpList(value: unknown): string[] | undefined {
  let list = value
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value)
    } catch {
      return undefined
    }
  }
  if (!Array.isArray(list)) return undefined
  const prompts = list.filter((p): p is string => typeof p === 'string' && p.trim() !== '')
  return prompts.length ? prompts : undefined
}

/** Folds one stream event into the answer built so far; returns an error text for `error` events. */
export function applyStreamEvent(answer: Answer, e: StreamEvent): string | undefined {
  switch (e.event) {
    case 'token':
      if (typeof e.data === 'string') answer.text += e.data
      return undefined
    case 'sourceDocuments':
      if (Array.isArray(e.data)) answer.sourceDocuments = e.data
      return undefined
    case 'usedTools':
      if (Array.isArray(e.data)) answer.usedTools = e.data
      return undefined
    case 'agentReasoning':
      if (Array.isArray(e.data)) answer.agentReasoning = e.data
      return undefined
    case 'artifacts':
      if (Array.isArray(e.data)) answer.artifacts = e.data
      return undefined
    case 'fileAnnotations':
      if (Array.isArray(e.data)) answer.fileAnnotations = e.data
      return undefined
    case 'followUpPrompts': {
      const prompts = followUpList(e.data)
      if (prompts) answer.followUpPrompts = prompts
      return undefined
    }
    case 'metadata': {
      const meta = asRecord(e.data)
      if (typeof meta.chatId === 'string') answer.chatId = meta.chatId
      if (typeof meta.chatMessageId === 'string') answer.chatMessageId = meta.chatMessageId
      const prompts = followUpList(meta.followUpPrompts)
      if (prompts) answer.followUpPrompts = prompts
      return undefined
    }
    case 'error':
      return typeof e.data === 'string' ? e.data : 'error'
    default:
      return undefined
  }
}

function answerFromJson(body: unknown): Answer {
  const b = asRecord(body)
  const answer: Answer = {
    text:
      typeof b.text === 'string' ? b.text : typeof b.json === 'object' ? JSON.stringify(b.json, null, 2) : '',
  }
  if (typeof b.chatId === 'string') answer.chatId = b.chatId
  if (typeof b.chatMessageId === 'string') answer.chatMessageId = b.chatMessageId
  if (Array.isArray(b.sourceDocuments)) answer.sourceDocuments = b.sourceDocuments
  if (Array.isArray(b.usedTools)) answer.usedTools = b.usedTools
  if (Array.isArray(b.agentReasoning)) answer.agentReasoning = b.agentReasoning
  if (Array.isArray(b.artifacts)) answer.artifacts = b.artifacts
  if (Array.isArray(b.fileAnnotations)) answer.fileAnnotations = b.fileAnnotations
  const prompts = followUpList(b.followUpPrompts)
  if (prompts) answer.followUpPrompts = prompts
  return answer
}

/** A refusal's message: the JSON body's `message`, or the body itself when it is text (the flow's own words). */
export async function errorOf(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '')
  let message = text.trim() || res.statusText
  try {
    const body = asRecord(JSON.parse(text))
    if (typeof body.message === 'string') message = body.message
  } catch {
    // not JSON: the text is the message
  }
  return new ApiError(res.status, message)
}

export function createApi(
  apiHost: string,
  chatflowid: string,
  onRequest?: (init: RequestInit) => void | Promise<void>,
) {
  const id = encodeURIComponent(chatflowid)
  const call = async (
    path: string,
    init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> } = {},
  ): Promise<Response> => {
    // A fresh plain headers object each time, for onRequest to add to.
    const request: RequestInit = { ...init, headers: { ...init.headers } }
    await onRequest?.(request)
    return fetch(`${apiHost}/api/v1${path}`, request)
  }
  const postJson = async (path: string, body: unknown): Promise<Response> => {
    const res = await call(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!res.ok) throw await errorOf(res)
    return res
  }

  return {
    async config(): Promise<unknown> {
      const res = await call(`/public-chatbotConfig/${id}`)
      if (!res.ok) throw await errorOf(res)
      return res.json()
    },

    async isStreaming(): Promise<boolean> {
      try {
        const res = await call(`/chatflows-streaming/${id}`)
        if (!res.ok) return true
        const body = asRecord(await res.json())
        return body.isStreaming !== false
      } catch {
        return true
      }
    },

    /** Asks the flow; `onUpdate` sees the answer grow while it streams. */
    async predict(input: PredictInput, onUpdate: (answer: Answer) => void): Promise<Answer> {
      let init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> }
      if (input.files?.length) {
        const form = new FormData()
        form.append('question', input.question)
        form.append('chatId', input.chatId)
        form.append('streaming', String(input.streaming))
        if (input.overrideConfig) form.append('overrideConfig', JSON.stringify(input.overrideConfig))
        for (const file of input.files) form.append('files', file, file.name)
        init = { method: 'POST', body: form }
      } else {
        const body: Obj = { question: input.question, chatId: input.chatId, streaming: input.streaming }
        if (input.overrideConfig) body.overrideConfig = input.overrideConfig
        init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
      }
      if (input.signal) init.signal = input.signal
      const res = await call(`/prediction/${id}`, init)
      if (!res.ok) throw await errorOf(res)
      const type = res.headers.get('content-type') ?? ''
      if (!type.includes('text/event-stream') || !res.body) {
        const answer = answerFromJson(await res.json())
        onUpdate(answer)
        return answer
      }
      const answer: Answer = { text: '' }
      let failure: string | undefined
      const parser = createSseParser((e) => {
        failure = applyStreamEvent(answer, e) ?? failure
        onUpdate(answer)
      })
      const reader = res.body.getReader()
      const decoder = new TextDecoder()
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        parser.push(decoder.decode(value, { stream: true }))
      }
      parser.push(decoder.decode())
      parser.end()
      if (failure !== undefined) throw new ApiError(500, failure)
      return answer
    },

    async feedback(input: { chatId: string; messageId: string; rating: FeedbackRating; content: string }) {
      await postJson(`/feedback/${id}`, input)
    },

    async lead(input: { chatId: string } & Lead) {
      await postJson('/leads', { chatflowid, ...input })
    },
  }
}

export type Api = ReturnType<typeof createApi>
