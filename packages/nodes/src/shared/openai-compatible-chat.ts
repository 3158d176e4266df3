import type { TNodeContext } from '../context'
import { getOptionalNumber } from './read-inputs'
import { defined, modelFetchOf, readModelSettings } from './model-options'
import { usageCallbacks } from './model-usage'
import { useLocalTokenizer } from './local-tokenizer'
import { skipTokenEstimates } from './openai-token-estimates'
import { sharedChatModel } from './shared-chat-model'
import { lazyImport } from './lazy-import'

const langchainOpenai = lazyImport(() => import('@langchain/openai'))

export type TOpenAICompatibleOptions = {
  readonly baseURL: string
  /** Servers without keys (a local LocalAI) still get one: the OpenAI client refuses to start without. */
  readonly apiKey: string
  readonly fallbackModel: string
  readonly headers?: Record<string, string>
  /** The input holding the model name, when the provider's node does not call it `modelName`. */
  readonly modelInput?: string
}

/**
 * A LangChain ChatOpenAI for a provider speaking the OpenAI chat completions API (Groq, OpenRouter,
 * LocalAI, Hugging Face's router). Base URLs of model servers are the editor's choice, so they are not
 * guarded; the client gets the node's timed model fetch.
 */
export async function openAICompatibleChat(ctx: TNodeContext, options: TOpenAICompatibleOptions) {
  const { ChatOpenAI } = await langchainOpenai()
  await skipTokenEstimates()
  const settings = readModelSettings(ctx, options.fallbackModel)
  const model = options.modelInput ? readModelName(ctx, options.modelInput) : undefined
  const modelName = model || settings.model
  const fields = {
    ...defined({ ...settings, model: modelName, stop: settings.stop }),
    apiKey: options.apiKey,
    ...defined({
      frequencyPenalty: getOptionalNumber(ctx, 'frequencyPenalty'),
      presencePenalty: getOptionalNumber(ctx, 'presencePenalty'),
    }),
  }
  const configuration = {
    baseURL: options.baseURL,
    ...(options.headers ? { defaultHeaders: options.headers } : {}),
  }
  return useLocalTokenizer(
    await sharedChatModel(
      `openAICompatible\0${JSON.stringify([fields, configuration])}`,
      (fetch) => new ChatOpenAI({ ...fields, configuration: { ...configuration, fetch } }),
      { fetch: modelFetchOf(ctx), callbacks: usageCallbacks(ctx, modelName) },
    ),
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
