import type { BaseMessage } from '@langchain/core/messages'
import type { BasePromptValueInterface } from '@langchain/core/prompt_values'
import type { TModelStream, TModelUsage, TNodeContext } from '../context'
import { defined } from './model-options'

/**
 * How an OpenAI chat model node's requests look, for the calls made without LangChain
 * (chat-completions-direct.ts): the nodes building ChatOpenAI / AzureChatOpenAI register it beside the
 * model (`readsChatCompletions`), in the names of OpenAI's chat completions API.
 */
export type TChatCompletionsRoute = {
  /** The full `…/chat/completions` URL (with Azure's `api-version`). */
  readonly url: string
  /** The key's header and the node's own headers. */
  readonly headers: Readonly<Record<string, string>>
  /** The request's fields besides messages: the node's settings under the API's names. */
  readonly body: Readonly<Record<string, unknown>>
  /** For a whole answer. */
  readonly fetch: typeof fetch
  /** For a streamed answer. */
  readonly stream: TModelStream
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

/**
 * Marks `model` as one whose plain calls may be made directly (`route` undefined: never). Never for a model
 * with a Cache node connected: its calls go through LangChain, which asks the cache (openai-chat-model.ts).
 */
export function readsChatCompletions<T extends object>(
  model: T,
  route: TChatCompletionsRoute | undefined,
): T {
  if (route) routes.set(model, route)
  return model
}

/** The route of a model whose calls may be made directly. */
export function chatCompletionsRouteOf(model: object): TChatCompletionsRoute | undefined {
  return routes.get(model)
}

/** OpenAI's reasoning models take `max_completion_tokens` and refuse `max_tokens`. */
const isReasoningModel = (model: string) => /^(o\d|gpt-5)/.test(model)

/**
 * The node's fields as a chat-completions request, as LangChain's ChatOpenAI sends them
 * (`chat-completions-direct.test.ts` compares the requests, streamed and whole); undefined when the node asks for
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
  readonly stream: TModelStream
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
    stream: parts.stream,
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
    stream: parts.stream,
    usageModel: parts.usageModel,
    recordUsage: parts.ctx.recordUsage,
  }
}

export type TChatMessage = { role: string; content: string; name?: string }

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
