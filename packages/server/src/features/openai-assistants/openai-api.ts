import { randomUUID } from 'node:crypto'
import { ErrorCodes } from '@unikflow/graph'
import { z } from 'zod'
import { AppError } from '../../errors/app-error'

/** Where an OpenAI-compatible Assistants API is, and how to reach it (the outbound guard's fetch). */
export type TOpenAIConnection = {
  readonly baseUrl: string
  readonly apiKey: string
  readonly fetch: (url: string, init?: RequestInit) => Promise<Response>
  readonly signal?: AbortSignal
}

const ZId = z.object({ id: z.string() })
const ZErrorBody = z.object({ error: z.object({ message: z.string() }) })
const ZFile = z.object({ id: z.string(), filename: z.string(), bytes: z.number() })
const ZToolCall = z.object({
  id: z.string(),
  type: z.literal('function'),
  function: z.object({ name: z.string(), arguments: z.string() }),
})
export const ZRun = z.object({
  id: z.string(),
  status: z.string(),
  required_action: z.object({ submit_tool_outputs: z.object({ tool_calls: z.array(ZToolCall) }) }).nullish(),
  last_error: z.object({ message: z.string() }).nullish(),
})
export type TRun = z.infer<typeof ZRun>
const ZMessages = z.object({
  data: z.array(
    z.object({
      role: z.string(),
      content: z.array(
        z.union([
          z.object({ type: z.literal('text'), text: z.object({ value: z.string() }) }),
          z.object({ type: z.string() }),
        ]),
      ),
    }),
  ),
})

type TRawBody = { contentType: string; bytes: Buffer }

/**
 * `purpose=assistants` and the file as multipart/form-data, built by hand: the guarded fetch is
 * undici's own, which does not take the global FormData.
 */
function multipartFile(name: string, data: Buffer): TRawBody {
  const boundary = `----unikflow${randomUUID().replaceAll('-', '')}`
  const filename = name.replace(/["\r\n]/g, '_')
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nassistants\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n'
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    bytes: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  }
}

const ZListed = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      name: z.string().nullish(),
      description: z.string().nullish(),
      model: z.string(),
      instructions: z.string().nullish(),
      temperature: z.number().nullish(),
      top_p: z.number().nullish(),
      tools: z.array(z.object({ type: z.string() })).default([]),
    }),
  ),
})

const upstream = (message: string, cause?: unknown) =>
  new AppError(502, ErrorCodes.UpstreamFailed, `OpenAI Assistants API: ${message}`, { cause })

/** DELETE that tolerates what is already gone: true when deleted, false on 404. */
async function remove(conn: TOpenAIConnection, path: string): Promise<boolean> {
  try {
    await call(conn, 'DELETE', path, ZId)
    return true
  } catch (e) {
    if (e instanceof UpstreamStatusError && e.status === 404) return false
    throw e
  }
}

/** The provider answered an error status (kept so a DELETE can tell "already gone" apart). */
class UpstreamStatusError extends AppError {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(502, ErrorCodes.UpstreamFailed, `OpenAI Assistants API: ${status} ${message}`)
  }
}

async function call<T>(
  conn: TOpenAIConnection,
  method: string,
  path: string,
  schema: z.ZodType<T>,
  body?: object | TRawBody,
): Promise<T> {
  const raw =
    body && 'bytes' in body && Buffer.isBuffer(body.bytes) && 'contentType' in body ? body : undefined
  const headers: Record<string, string> = {
    authorization: `Bearer ${conn.apiKey}`,
    'OpenAI-Beta': 'assistants=v2',
  }
  if (body) headers['content-type'] = raw ? raw.contentType : 'application/json'
  let res: Response
  try {
    res = await conn.fetch(`${conn.baseUrl.replace(/\/+$/, '')}${path}`, {
      method,
      headers,
      ...(body ? { body: raw ? new Uint8Array(raw.bytes) : JSON.stringify(body) } : {}),
      ...(conn.signal ? { signal: conn.signal } : {}),
    })
  } catch (e) {
    throw upstream(e instanceof Error ? e.message : String(e), e)
  }
  const text = await res.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw upstream(`${method} ${path} answered ${res.status} without JSON`)
  }
  if (!res.ok) {
    const error = ZErrorBody.safeParse(json)
    throw new UpstreamStatusError(res.status, error.success ? error.data.error.message : 'error')
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) throw upstream(`${method} ${path} answered an unexpected shape`)
  return parsed.data
}

/** What an assistant is at the provider: Assistants API v2's create/update body. */
export type TAssistantPayload = {
  name: string
  description: string
  model: string
  instructions: string
  temperature?: number
  top_p?: number
  tools: object[]
  tool_resources: {
    code_interpreter?: { file_ids: string[] }
    file_search?: { vector_store_ids: string[] }
  }
}

export const openaiApi = {
  /** The account's assistants, newest first (at most 100). */
  async listAssistants(c: TOpenAIConnection) {
    const { data } = await call(c, 'GET', '/assistants?order=desc&limit=100', ZListed)
    return data.map((a) => ({
      id: a.id,
      name: a.name ?? a.id,
      description: a.description ?? '',
      model: a.model,
      instructions: a.instructions ?? '',
      ...(a.temperature != null && { temperature: a.temperature }),
      ...(a.top_p != null && { topP: a.top_p }),
      codeInterpreter: a.tools.some((t) => t.type === 'code_interpreter'),
      fileSearch: a.tools.some((t) => t.type === 'file_search'),
    }))
  },
  createAssistant: (c: TOpenAIConnection, payload: TAssistantPayload) =>
    call(c, 'POST', '/assistants', ZId, payload),
  /** Undefined when the provider no longer has it (deleted there, or another account's id). */
  async updateAssistant(c: TOpenAIConnection, id: string, payload: TAssistantPayload) {
    try {
      return await call(c, 'POST', `/assistants/${encodeURIComponent(id)}`, ZId, payload)
    } catch (e) {
      if (e instanceof UpstreamStatusError && e.status === 404) return undefined
      throw e
    }
  },
  /** False when the provider no longer has it. */
  deleteAssistant: (c: TOpenAIConnection, id: string) => remove(c, `/assistants/${encodeURIComponent(id)}`),
  uploadFile: (c: TOpenAIConnection, name: string, data: Buffer) =>
    call(c, 'POST', '/files', ZFile, multipartFile(name, data)),
  createVectorStore: (c: TOpenAIConnection, name: string, fileIds: string[]) =>
    call(c, 'POST', '/vector_stores', ZId, { name, file_ids: fileIds }),
  deleteVectorStore: (c: TOpenAIConnection, id: string) =>
    remove(c, `/vector_stores/${encodeURIComponent(id)}`),
  createThread: (c: TOpenAIConnection) => call(c, 'POST', '/threads', ZId, {}),
  addMessage: (c: TOpenAIConnection, threadId: string, content: string) =>
    call(c, 'POST', `/threads/${encodeURIComponent(threadId)}/messages`, ZId, { role: 'user', content }),
  createRun: (c: TOpenAIConnection, threadId: string, assistantId: string) =>
    call(c, 'POST', `/threads/${encodeURIComponent(threadId)}/runs`, ZRun, { assistant_id: assistantId }),
  getRun: (c: TOpenAIConnection, threadId: string, runId: string) =>
    call(c, 'GET', `/threads/${encodeURIComponent(threadId)}/runs/${encodeURIComponent(runId)}`, ZRun),
  submitToolOutputs: (
    c: TOpenAIConnection,
    threadId: string,
    runId: string,
    outputs: Array<{ tool_call_id: string; output: string }>,
  ) =>
    call(
      c,
      'POST',
      `/threads/${encodeURIComponent(threadId)}/runs/${encodeURIComponent(runId)}/submit_tool_outputs`,
      ZRun,
      { tool_outputs: outputs },
    ),
  /** The text the assistant wrote during one run, in order. */
  async runText(c: TOpenAIConnection, threadId: string, runId: string): Promise<string> {
    const query = new URLSearchParams({ run_id: runId, order: 'asc', limit: '100' })
    const { data } = await call(
      c,
      'GET',
      `/threads/${encodeURIComponent(threadId)}/messages?${query}`,
      ZMessages,
    )
    return data
      .filter((m) => m.role === 'assistant')
      .flatMap((m) => m.content.map((part) => ('text' in part ? part.text.value : '')))
      .join('\n\n')
  },
}
