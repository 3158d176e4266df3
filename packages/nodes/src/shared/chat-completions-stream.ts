import type { BaseMessage } from '@langchain/core/messages'
import type { BasePromptValueInterface } from '@langchain/core/prompt_values'
import type { TModelUsage, TNodeContext } from '../context'
import { defined } from './model-options'
import { prefersStreaming } from './stream-when-read'

/**
 * A streamed text answer of an OpenAI-compatible chat model, read without LangChain.
 *
 * Through LangChain a streamed answer costs the server several times the CPU of the HTTP and JSON under
 * it: two to three message-chunk objects per token, their merging, callbacks and the SDK's event parsing
 * over a web stream (`npm run bench:streams-floor`: 4.9–5.7 ms for a 40-chunk answer against 1.4–1.7 ms
 * read here, docs/performance.md). The chains' plain question-and-answer call is most of what a chatbot
 * streams, and it needs nothing of LangChain's: messages of text in, text tokens out, usage at the end.
 *
 * So the OpenAI chat model nodes register how their requests look (`readsChatCompletions`), and
 * `callModel` streams such a call here when nothing else is asked of it: no tools, no images, no cache,
 * no reasoning settings, text messages only. Anything else, and a request that fails before its first
 * token (LangChain then applies its retries and reports the error as every other model call does), goes
 * through LangChain. The request goes through the node's model fetch: guarded and timed like the client's.
 */
export type TChatCompletionsRoute = {
  /** The full `…/chat/completions` URL (with Azure's `api-version`). */
  readonly url: string
  /** The key's header and the node's own headers. */
  readonly headers: Readonly<Record<string, string>>
  /** The request's fields besides messages: the node's settings under the API's names. */
  readonly body: Readonly<Record<string, unknown>>
  readonly fetch: typeof fetch
  /** The name the tokens are counted under (the node's model setting, as its usage callbacks do). */
  readonly usageModel: string
  /** The model node's own usage record: tokens count toward the model node, not the chain calling it. */
  readonly recordUsage: ((usage: TModelUsage) => void) | undefined
}

/** The LangChain fields of an OpenAI chat model node that this path can send (see chatCompletionsBody). */
export type TChatFields = {
  readonly model?: string
  readonly temperature?: number
  readonly maxTokens?: number
  readonly topP?: number
  readonly stop?: readonly string[]
  readonly frequencyPenalty?: number
  readonly presencePenalty?: number
  readonly n?: number
  readonly logprobs?: boolean
  readonly modelKwargs?: Record<string, unknown>
  readonly reasoning?: unknown
}

const routes = new WeakMap<object, TChatCompletionsRoute>()

/** Marks `model` as one whose plain streamed calls may be read directly (`route` undefined: never). */
export function readsChatCompletions<T extends object>(
  model: T,
  route: TChatCompletionsRoute | undefined,
): T {
  if (route) routes.set(model, route)
  return model
}

/** The route of a model whose calls may be streamed directly; none once a Cache node is connected. */
export function chatCompletionsRouteOf(model: object): TChatCompletionsRoute | undefined {
  if ('cache' in model && model.cache) return undefined
  return routes.get(model)
}

/** OpenAI's reasoning models take `max_completion_tokens` and refuse `max_tokens`. */
const isReasoningModel = (model: string) => /^(o\d|gpt-5)/.test(model)

/**
 * The node's fields as a chat-completions request, as LangChain's ChatOpenAI sends them for a streamed
 * call (`chat-completions-stream.test.ts` compares the two requests); undefined when the node asks for
 * something only LangChain's client does (reasoning settings, several answers, log probabilities).
 */
export function chatCompletionsBody(fields: TChatFields): Record<string, unknown> | undefined {
  if (fields.reasoning !== undefined || fields.logprobs || (fields.n ?? 1) !== 1) return undefined
  const model = fields.model ?? ''
  const maxTokens = fields.maxTokens === -1 ? undefined : fields.maxTokens
  return {
    ...defined({
      model,
      temperature: fields.temperature,
      top_p: fields.topP,
      frequency_penalty: fields.frequencyPenalty,
      presence_penalty: fields.presencePenalty,
      n: fields.n,
      stop: fields.stop,
      [isReasoningModel(model) ? 'max_completion_tokens' : 'max_tokens']: maxTokens,
    }),
    ...fields.modelKwargs,
  }
}

type TRouteParts = {
  /** The model node's context (its usage record). */
  readonly ctx: Pick<TNodeContext, 'recordUsage'>
  readonly fields: TChatFields
  readonly fetch: typeof fetch
  readonly usageModel: string
  /** The node's Base Options headers (they override the key's header, as in OpenAI's client). */
  readonly headers?: Readonly<Record<string, string>>
}

const trimSlash = (url: string) => url.replace(/\/+$/, '')

/** OpenAI and the providers speaking its API: `{baseURL}/chat/completions` with a bearer key. */
export function openAIChatRoute(
  parts: TRouteParts & { readonly baseURL: string; readonly apiKey: string },
): TChatCompletionsRoute | undefined {
  const body = chatCompletionsBody(parts.fields)
  if (!body) return undefined
  return {
    url: `${trimSlash(parts.baseURL)}/chat/completions`,
    headers: { authorization: `Bearer ${parts.apiKey}`, ...parts.headers },
    body,
    fetch: parts.fetch,
    usageModel: parts.usageModel,
    recordUsage: parts.ctx.recordUsage,
  }
}

/** Azure OpenAI: the deployment's `/chat/completions` under the base path or the instance, `api-key` header. */
export function azureChatRoute(
  parts: TRouteParts & {
    readonly apiKey: string
    readonly deployment: string
    readonly apiVersion: string
    readonly basePath?: string
    readonly instanceName?: string
  },
): TChatCompletionsRoute | undefined {
  const body = chatCompletionsBody(parts.fields)
  const endpoint = parts.basePath
    ? `${trimSlash(parts.basePath)}/${parts.deployment}`
    : parts.instanceName
      ? `https://${parts.instanceName}.openai.azure.com/openai/deployments/${parts.deployment}`
      : undefined
  if (!body || !endpoint) return undefined
  return {
    url: `${endpoint}/chat/completions?api-version=${encodeURIComponent(parts.apiVersion)}`,
    headers: { 'api-key': parts.apiKey, ...parts.headers },
    body,
    fetch: parts.fetch,
    usageModel: parts.usageModel,
    recordUsage: parts.ctx.recordUsage,
  }
}

type TChatMessage = { role: string; content: string; name?: string }

const ROLES: Record<string, string> = { human: 'user', ai: 'assistant', system: 'system' }

/** The input as chat-completions messages, or undefined when a message is more than text. */
export function chatCompletionsMessages(
  input: BasePromptValueInterface | BaseMessage[] | string,
): TChatMessage[] | undefined {
  if (typeof input === 'string') return [{ role: 'user', content: input }]
  const messages = Array.isArray(input) ? input : input.toChatMessages()
  const out: TChatMessage[] = []
  for (const message of messages) {
    const type = message.getType()
    const role = type === 'generic' && 'role' in message ? String(message.role) : ROLES[type]
    if (!role || typeof message.content !== 'string') return undefined
    if ('tool_calls' in message && Array.isArray(message.tool_calls) && message.tool_calls.length > 0)
      return undefined
    out.push(
      message.name
        ? { role, content: message.content, name: message.name }
        : { role, content: message.content },
    )
  }
  return out
}

type TStreamEvent = {
  choices?: { delta?: { content?: unknown } }[]
  usage?: { prompt_tokens?: unknown; completion_tokens?: unknown } | null
  error?: { message?: unknown }
}

const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.round(v) : 0)

/** What a direct stream needs of the calling node's context. */
type TStreamingContext = Pick<TNodeContext, 'signal' | 'emitToken'>

/**
 * A streamed call of `model` read here, when the model registered its route, streams (its node's
 * `streaming` is on) and the input is text only; undefined when LangChain must make the call instead.
 */
export function streamTextDirectly(
  ctx: TStreamingContext,
  model: object,
  input: BasePromptValueInterface | BaseMessage[] | string,
): Promise<string | undefined> | undefined {
  const route = prefersStreaming(model) ? chatCompletionsRouteOf(model) : undefined
  const messages = route ? chatCompletionsMessages(input) : undefined
  return route && messages ? streamChatCompletion(ctx, route, messages) : undefined
}

/**
 * Streams one answer: each text token to the chat, the usage to the run's analytics. Returns the whole
 * text, or undefined when the request failed or was answered without a stream (the caller then asks
 * through LangChain, which behaves as it always did). A stop or a timeout of the run is thrown, never
 * asked again.
 */
export async function streamChatCompletion(
  ctx: TStreamingContext,
  route: TChatCompletionsRoute,
  messages: TChatMessage[],
): Promise<string | undefined> {
  const body = JSON.stringify({
    ...route.body,
    messages,
    stream: true,
    stream_options: { include_usage: true },
  })
  let response: Response
  try {
    response = await route.fetch(route.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...route.headers },
      body,
      signal: ctx.signal,
    })
  } catch (error) {
    if (ctx.signal.aborted) throw error
    return undefined
  }
  // A server that answered the whole message instead of a stream is left to LangChain's client to read.
  const wholeJson = /^application\/json\b/.test(response.headers.get('content-type') ?? '')
  if (!response.ok || !response.body || wholeJson) {
    await response.body?.cancel()
    return undefined
  }
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  let pending = ''
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      pending += decoder.decode(value, { stream: true })
      let end = pending.indexOf('\n')
      while (end >= 0) {
        text += readLine(ctx, route, pending.slice(0, end))
        pending = pending.slice(end + 1)
        end = pending.indexOf('\n')
      }
    }
    text += readLine(ctx, route, pending)
  } finally {
    reader.releaseLock()
  }
  return text
}

/** One line of the event stream: its text token (emitted) or nothing; usage recorded; an error thrown. */
function readLine(ctx: TStreamingContext, route: TChatCompletionsRoute, line: string): string {
  if (!line.startsWith('data:')) return ''
  const data = line.slice(5).trim()
  if (data === '' || data === '[DONE]') return ''
  // The provider's event: every field below is checked before it is used.
  const event = JSON.parse(data) as TStreamEvent
  if (event.error) throw new Error(String(event.error.message ?? 'The model stream failed'))
  if (event.usage) {
    const inputTokens = count(event.usage.prompt_tokens)
    const outputTokens = count(event.usage.completion_tokens)
    if (inputTokens > 0 || outputTokens > 0)
      route.recordUsage?.({ model: route.usageModel, inputTokens, outputTokens })
  }
  const token = event.choices?.[0]?.delta?.content
  if (typeof token !== 'string' || token === '') return ''
  ctx.emitToken(token)
  return token
}
