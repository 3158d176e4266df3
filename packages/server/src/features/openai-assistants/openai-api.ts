import { ErrorCodes } from '@unikflow/graph'
import { createThread, uploadAssistantFile, type TAssistantsClient } from '@unikflow/nodes'
import { AppError } from '../../errors/app-error'

/** The unik's OpenAI account as the assistants screens reach it: the SDK's client over the outbound guard. */
export type TOpenAIConnection = {
  readonly client: TAssistantsClient
  /** The guarded fetch, handed on to the saved tools the assistant calls. */
  readonly fetch: (url: string, init?: RequestInit) => Promise<Response>
  readonly signal?: AbortSignal
}

/** What an assistant is at the provider: Assistants API v2's create/update body. */
export type TAssistantPayload = {
  name: string
  description: string
  model: string
  instructions: string
  temperature?: number
  top_p?: number
  tools: Array<
    | { type: 'code_interpreter' }
    | { type: 'file_search' }
    | {
        type: 'function'
        function: { name: string; description: string; parameters: Record<string, unknown> }
      }
  >
  tool_resources: {
    code_interpreter?: { file_ids: string[] }
    file_search?: { vector_store_ids: string[] }
  }
}

const statusOf = (e: unknown): number | undefined => {
  const status: unknown = e instanceof Error ? Reflect.get(e, 'status') : undefined
  return typeof status === 'number' ? status : undefined
}

/** Any failure of the provider as our 502, its status and reason kept in the message (never the key). */
export function upstream(e: unknown): AppError {
  const status = statusOf(e)
  // The SDK says "Connection error." for anything fetch threw (the outbound guard's refusal among them).
  const cause: unknown = e instanceof Error ? e.cause : undefined
  const reason =
    e instanceof Error ? `${e.message}${cause instanceof Error ? ` ${cause.message}` : ''}` : String(e)
  return new AppError(
    502,
    ErrorCodes.UpstreamFailed,
    `OpenAI Assistants API: ${status !== undefined && !reason.startsWith(String(status)) ? `${status} ` : ''}${reason}`,
    { cause: e },
  )
}

async function provider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (e) {
    throw upstream(e)
  }
}

/** Undefined when the provider answers 404 (deleted there, or another account's id). */
async function unlessGone<T>(call: () => Promise<T>): Promise<T | undefined> {
  try {
    return await call()
  } catch (e) {
    if (statusOf(e) === 404) return undefined
    throw upstream(e)
  }
}

const options = (c: TOpenAIConnection) => (c.signal ? { signal: c.signal } : {})

export const openaiApi = {
  /** The account's assistants, newest first (at most 100). */
  async listAssistants(c: TOpenAIConnection) {
    const page = await provider(() =>
      c.client.beta.assistants.list({ order: 'desc', limit: 100 }, options(c)),
    )
    return page.data.map((a) => ({
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
    provider(() => c.client.beta.assistants.create(payload, options(c))),
  /** Undefined when the provider no longer has it. */
  updateAssistant: (c: TOpenAIConnection, id: string, payload: TAssistantPayload) =>
    unlessGone(() => c.client.beta.assistants.update(id, payload, options(c))),
  /** False when the provider no longer has it. */
  deleteAssistant: async (c: TOpenAIConnection, id: string) =>
    (await unlessGone(() => c.client.beta.assistants.delete(id, options(c)))) !== undefined,
  uploadFile: (c: TOpenAIConnection, name: string, data: Buffer) =>
    provider(() => uploadAssistantFile(c.client, { name, data }, c.signal)),
  createVectorStore: (c: TOpenAIConnection, name: string, fileIds: string[]) =>
    provider(() => c.client.vectorStores.create({ name, file_ids: fileIds }, options(c))),
  deleteVectorStore: async (c: TOpenAIConnection, id: string) =>
    (await unlessGone(() => c.client.vectorStores.delete(id, options(c)))) !== undefined,
  createThread: (c: TOpenAIConnection) => provider(() => createThread(c.client, c.signal)),
}
