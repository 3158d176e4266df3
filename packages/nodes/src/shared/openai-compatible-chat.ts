import type { TNodeContext } from '../context'
import { getJsonObject, getOptionalNumber } from './read-inputs'
import { defined, modelFetchOf, modelStreamOf, readModelSettings, streamOverFetch } from './model-options'
import { usageCallbacks } from './model-usage'
import { openAIChatRoute } from './chat-completions-route'
import { langChainOpenAIClass, openAIChatModel } from './openai-chat-model'

export type TOpenAICompatibleOptions = {
  readonly baseURL: string
  /** Servers without keys (a local LocalAI) still get one: the OpenAI client refuses to start without. */
  readonly apiKey: string
  readonly fallbackModel: string
  /** Default: the `headers` of the node's Base Options JSON input, when it has one. */
  readonly headers?: Record<string, string>
  /** The model asked, when the runtime names it (a custom model name, a provider's prefix). */
  readonly model?: string
  /** More ChatOpenAI fields the node sets (how many answers, log probabilities). */
  readonly clientFields?: { readonly n?: number; readonly logprobs?: boolean }
  /** The answer's length limit, when the node's input for it is not `maxTokens`. */
  readonly maxTokens?: number
  /** The input holding the model name, when the provider's node does not call it `modelName`. */
  readonly modelInput?: string
  /** Provider-specific body fields sent with every request (`top_k`, `thinking` …). */
  readonly modelKwargs?: Record<string, unknown>
  /**
   * Wraps the run's model fetch, for a provider whose requests need more than a key: a token asked per
   * call (Vertex AI, watsonx.ai), a signature (Baidu Qianfan) or its own paths. Its requests still pass
   * through the model fetch (guarded and timed).
   */
  readonly wrapFetch?: (fetch: typeof globalThis.fetch) => typeof globalThis.fetch
}

/**
 * A LangChain ChatOpenAI for a provider speaking the OpenAI chat completions API (Groq, OpenRouter,
 * LocalAI, Hugging Face's router). The client gets the node's model fetch: guarded (the base URL is
 * user-given) and timed.
 */
export async function openAICompatibleChat(ctx: TNodeContext, options: TOpenAICompatibleOptions) {
  const settings = readModelSettings(ctx, options.fallbackModel)
  const model = options.modelInput ? readModelName(ctx, options.modelInput) : undefined
  const modelName = options.model || model || settings.model
  const fields = {
    // Not `streaming`: a client told `streaming: false` never streams (see stream-when-read.ts).
    ...defined({
      ...settings,
      model: modelName,
      stop: settings.stop,
      streaming: undefined,
      maxTokens: options.maxTokens ?? settings.maxTokens,
    }),
    apiKey: options.apiKey,
    ...options.clientFields,
    ...defined({
      frequencyPenalty: getOptionalNumber(ctx, 'frequencyPenalty'),
      presencePenalty: getOptionalNumber(ctx, 'presencePenalty'),
    }),
    ...(options.modelKwargs && Object.keys(options.modelKwargs).length > 0
      ? { modelKwargs: options.modelKwargs }
      : {}),
  }
  const headers = options.headers ?? headersOf(getJsonObject(ctx, 'baseOptions').headers)
  const configuration = {
    baseURL: options.baseURL,
    ...(headers ? { defaultHeaders: headers } : {}),
  }
  const fetch = options.wrapFetch?.(modelFetchOf(ctx)) ?? modelFetchOf(ctx)
  const clientOptions = {
    ...fields,
    callbacks: usageCallbacks(ctx, modelName),
    configuration: { ...configuration, fetch },
  }
  const route = openAIChatRoute({
    baseURL: options.baseURL,
    apiKey: options.apiKey,
    ctx,
    fields,
    fetch,
    // A provider's own fetch (a signature per request) is read through it; else without a web stream.
    stream: options.wrapFetch ? streamOverFetch(fetch) : modelStreamOf(ctx),
    usageModel: modelName,
    ...(headers ? { headers } : {}),
  })
  return openAIChatModel(
    ctx,
    { ...langChainOpenAIClass('ChatOpenAI'), options: clientOptions },
    route,
    settings.streaming,
  )
}

function readModelName(ctx: TNodeContext, input: string): string {
  const value = ctx.inputs[input]
  return typeof value === 'string' ? value.trim() : ''
}

/** String headers from a `baseOptions` JSON input's `headers` object, as Flowise reads them. */
export function headersOf(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]))
}
