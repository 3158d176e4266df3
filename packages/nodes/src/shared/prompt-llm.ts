import type { BaseLLM as TBaseLLM } from '@langchain/core/language_models/llms'
import type { TNodeContext } from '../context'
import { isRecord } from '@unikflow/graph'
import { withModelCache } from './llm-cache'
import { lazyImport } from './lazy-import'
import { usageCallbacks } from './model-usage'
import { BODY_LIMITS, readBodyJson, readBodyText } from './read-body'

const langchainCoreLlms = lazyImport(() => import('@langchain/core/language_models/llms'))

/** One completion of a provider: its text and, when the provider says, the tokens it counted. */
export type TPromptAnswer = { text: string; inputTokens?: number; outputTokens?: number }

export type TPromptLLMOptions = {
  /** LangChain's `_llmType` (a short provider name); with the model it keys the cache. */
  readonly llmType: string
  readonly model: string
  /** The settings that make an answer differ: they key the cache with the prompt. */
  readonly settings: Readonly<Record<string, unknown>>
  readonly complete: (prompt: string, signal: AbortSignal | undefined) => Promise<TPromptAnswer>
}

/**
 * A LangChain LLM of our own over a provider's text API (a completion per prompt, not streamed): the
 * answer's token counts reach the run's usage, and a connected Cache node is asked first.
 */
export async function promptLLM(ctx: TNodeContext, options: TPromptLLMOptions): Promise<TBaseLLM> {
  const { BaseLLM } = await langchainCoreLlms()
  class ProviderLLM extends BaseLLM {
    _llmType() {
      return options.llmType
    }
    override _identifyingParams() {
      return { model: options.model, ...options.settings }
    }
    async _generate(prompts: string[], callOptions: this['ParsedCallOptions']) {
      const answers: TPromptAnswer[] = []
      for (const prompt of prompts) answers.push(await options.complete(prompt, callOptions.signal))
      const sum = (key: 'inputTokens' | 'outputTokens') => answers.reduce((n, a) => n + (a[key] ?? 0), 0)
      return {
        generations: answers.map((a) => [{ text: a.text }]),
        llmOutput: {
          tokenUsage: { promptTokens: sum('inputTokens'), completionTokens: sum('outputTokens') },
        },
      }
    }
  }
  return withModelCache(ctx, new ProviderLLM({ callbacks: usageCallbacks(ctx, options.model) }))
}

/**
 * POSTs JSON to a provider through `fetch` (the run's guarded model fetch) and reads its JSON answer; a
 * refusal names the provider, the status and the start of its message, never the request's key.
 */
export async function postProviderJson(
  fetch: typeof globalThis.fetch,
  provider: string,
  url: string,
  init: { headers: Record<string, string>; body: unknown; signal?: AbortSignal | undefined },
): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...init.headers },
    body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    ...(init.signal ? { signal: init.signal } : {}),
  })
  if (!res.ok) {
    const detail = (await readBodyText(res, { maxBytes: 2048, beyond: 'cut' })).slice(0, 300)
    throw new Error(`${provider} answered HTTP ${res.status}${detail ? `: ${detail}` : ''}`)
  }
  const answer = await readBodyJson(res, BODY_LIMITS.apiJson, `${provider}’s answer`)
  return isRecord(answer) ? answer : {}
}

/** A finite number, or undefined. */
export function numberOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined
}
