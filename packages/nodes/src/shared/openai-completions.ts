import type { TNodeContext } from '../context'
import { withModelCache } from './llm-cache'
import { lazyImport } from './lazy-import'
import { defined, modelFetchOf, readModelSettings } from './model-options'
import { usageCallbacks } from './model-usage'

const langchainOpenai = lazyImport(() => import('@langchain/openai'))

export type TCompletionsOptions = {
  readonly baseURL: string
  /** The OpenAI client refuses to start without a key; a server that needs none gets a placeholder. */
  readonly apiKey: string
  readonly fallbackModel: string
  /** Provider-specific body fields sent with every request (`top_k`, `repetition_penalty` …). */
  readonly modelKwargs?: Record<string, unknown>
}

/**
 * A LangChain `OpenAI` completion model (the `/completions` API) for a provider serving it (Fireworks,
 * TogetherAI, SambaNova …): the node's model, sampling and stop inputs, the run's guarded and timed model
 * fetch, its usage callbacks and the connected cache.
 */
export async function openAICompletionsLLM(ctx: TNodeContext, options: TCompletionsOptions) {
  const { OpenAI } = await langchainOpenai()
  const settings = readModelSettings(ctx, options.fallbackModel)
  const kwargs = defined(options.modelKwargs ?? {})
  const model = new OpenAI({
    ...defined({
      model: settings.model,
      temperature: settings.temperature,
      maxTokens: settings.maxTokens,
      topP: settings.topP,
      stop: settings.stop,
      maxRetries: settings.maxRetries,
    }),
    ...(Object.keys(kwargs).length > 0 ? { modelKwargs: kwargs } : {}),
    apiKey: options.apiKey,
    callbacks: usageCallbacks(ctx, settings.model),
    configuration: { baseURL: options.baseURL, fetch: modelFetchOf(ctx) },
  })
  return withModelCache(ctx, model)
}
