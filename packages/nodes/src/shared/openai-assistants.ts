import type OpenAI from 'openai'
import type { TFetch } from '../context'
import { lazyImport } from './lazy-import'

/**
 * OpenAI's Assistants API (v2) through the official `openai` SDK, for the OpenAI Assistant node and the
 * server's assistants screens alike: one client, one way to follow a run to its answer.
 */

const openaiSdk = lazyImport(() => import('openai'))

/** Where an OpenAI-compatible Assistants API is, and the only fetch that may reach it (the outbound guard). */
export type TAssistantsConnection = {
  readonly baseUrl: string
  readonly apiKey: string
  readonly fetch: TFetch
}

export type TAssistantsClient = OpenAI

/** The SDK's fetch over the guarded one; multipart bodies (file uploads) are encoded first (see below). */
function sdkFetch(fetch: TFetch) {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input)
    if (!(init?.body instanceof FormData)) return fetch(url, init)
    // The SDK builds the global FormData; the guarded fetch is undici's own package, whose fetch does not
    // recognise another realm's FormData. A Response encodes it (bytes and boundary) with the platform's rules.
    const encoded = new Response(init.body)
    const headers = new Headers(init.headers)
    headers.set('content-type', encoded.headers.get('content-type') ?? 'multipart/form-data')
    return fetch(url, { ...init, headers, body: new Uint8Array(await encoded.arrayBuffer()) })
  }
}

export async function assistantsClient(conn: TAssistantsConnection): Promise<TAssistantsClient> {
  const { default: OpenAIClient } = await openaiSdk()
  return new OpenAIClient({
    apiKey: conn.apiKey,
    baseURL: conn.baseUrl.replace(/\/+$/, ''),
    fetch: sdkFetch(conn.fetch),
    // A run's caller decides what a failure means (the chat shows it); the SDK must not repeat requests.
    maxRetries: 0,
  })
}

/** A file for code interpreter or file search (`purpose: assistants`). */
export async function uploadAssistantFile(
  client: TAssistantsClient,
  file: { readonly name: string; readonly data: Uint8Array },
  signal?: AbortSignal,
) {
  const { toFile } = await openaiSdk()
  const upload = await toFile(file.data, file.name)
  return sdkCall(() => client.files.create({ file: upload, purpose: 'assistants' }, signal ? { signal } : {}))
}

export type TAssistantToolCall = { readonly id: string; readonly name: string; readonly arguments: string }

export type TFollowRunOptions = {
  readonly signal?: AbortSignal
  /** Runs the functions the run asks for; their outputs go back to the run in the same order. */
  readonly runTools: (calls: readonly TAssistantToolCall[]) => Promise<string[]>
  readonly pollIntervalMs?: number
  /** A run asking for tool outputs again and again is cut off after this many rounds. */
  readonly maxToolRounds?: number
}

/**
 * The SDK reports anything fetch threw as "Connection error.", the reason only in `cause`: the reason (the
 * outbound guard's refusal, a refused connection) is what the person reading the error needs.
 */
async function sdkCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (e) {
    const { APIConnectionError } = await openaiSdk()
    if (e instanceof APIConnectionError && e.cause instanceof Error) throw e.cause
    throw e
  }
}

/** A new, empty thread. */
export async function createThread(client: TAssistantsClient, signal?: AbortSignal): Promise<string> {
  return (await sdkCall(() => client.beta.threads.create({}, signal ? { signal } : {}))).id
}

export class AssistantRunFailed extends Error {
  override readonly name = 'AssistantRunFailed'
}

/**
 * Puts `question` on the thread, runs the assistant and follows the run to its end: function calls are
 * answered with `runTools`; the answer is the text the assistant wrote during the run (citation marks, 【…】,
 * removed). A run that ends any other way fails with its status and the provider's reason.
 */
export async function askAssistant(
  client: TAssistantsClient,
  ask: {
    readonly threadId: string
    readonly assistantId: string
    readonly question: string
    readonly run?: Omit<OpenAI.Beta.Threads.RunCreateParamsNonStreaming, 'assistant_id'>
  },
  options: TFollowRunOptions,
): Promise<string> {
  return sdkCall(() => followRun(client, ask, options))
}

async function followRun(
  client: TAssistantsClient,
  ask: Parameters<typeof askAssistant>[1],
  options: TFollowRunOptions,
): Promise<string> {
  const request = {
    ...(options.signal ? { signal: options.signal } : {}),
    pollIntervalMs: options.pollIntervalMs ?? 300,
  }
  const { threadId } = ask
  await client.beta.threads.messages.create(threadId, { role: 'user', content: ask.question }, request)
  let run = await client.beta.threads.runs.createAndPoll(
    threadId,
    { ...ask.run, assistant_id: ask.assistantId },
    request,
  )
  for (let rounds = 0; run.status === 'requires_action' && rounds < (options.maxToolRounds ?? 10); rounds++) {
    const calls = (run.required_action?.submit_tool_outputs.tool_calls ?? []).map((call) => ({
      id: call.id,
      name: call.function.name,
      arguments: call.function.arguments,
    }))
    const outputs = await options.runTools(calls)
    run = await client.beta.threads.runs.submitToolOutputsAndPoll(
      run.id,
      {
        thread_id: threadId,
        tool_outputs: calls.map((call, i) => ({ tool_call_id: call.id, output: outputs[i] ?? '' })),
      },
      request,
    )
  }
  if (run.status !== 'completed')
    throw new AssistantRunFailed(
      `The assistant's run ended ${run.status}${run.last_error ? `: ${run.last_error.message}` : ''}`,
    )
  return runText(client, threadId, run.id, options.signal)
}

async function runText(
  client: TAssistantsClient,
  threadId: string,
  runId: string,
  signal: AbortSignal | undefined,
): Promise<string> {
  const texts: string[] = []
  const page = await client.beta.threads.messages.list(
    threadId,
    { run_id: runId, order: 'asc', limit: 100 },
    signal ? { signal } : {},
  )
  for (const message of page.data) {
    if (message.role !== 'assistant') continue
    for (const part of message.content) if (part.type === 'text') texts.push(part.text.value)
  }
  return texts
    .join('\n\n')
    .replace(/\u3010[^\u3011]*\u3011/g, '')
    .trim()
}
