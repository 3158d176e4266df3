import type { TModelStream, TNodeContext } from '../context'
import { getBoolean, getOptionalNumber, getString } from './read-inputs'

/**
 * Retries of a failed model call. LangChain's default (6, with back-off) leaves a chat waiting ~20 s when the
 * provider is down or the base URL is wrong; two retries still ride out a blip but fail within seconds.
 */
export const MODEL_MAX_RETRIES = 2

/** Settings shared by the chat model nodes, read once; undefined fields are left to the provider's defaults. */
export function readModelSettings(ctx: TNodeContext, fallbackModel: string) {
  const stop = getString(ctx, 'stopSequence') || getString(ctx, 'stop')
  return {
    model: getString(ctx, 'modelName') || fallbackModel,
    temperature: getOptionalNumber(ctx, 'temperature'),
    streaming: getBoolean(ctx, 'streaming', true),
    maxTokens: getOptionalNumber(ctx, 'maxTokens'),
    topP: getOptionalNumber(ctx, 'topP'),
    maxRetries: getOptionalNumber(ctx, 'maxRetries') ?? MODEL_MAX_RETRIES,
    stop: stop
      ? stop
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : undefined,
  }
}

/**
 * The `fetch` a model client is built with: it fails the calling node when the call runs longer than
 * the node's `timeout` (milliseconds, as Flowise's) or the server's default, or a stream pauses too long.
 */
export function modelFetchOf(ctx: TNodeContext): typeof fetch {
  return ctx.modelFetch(getOptionalNumber(ctx, 'timeout'))
}

/** The same call for a reader of our own (chat-completions-direct.ts), its answer read chunk by chunk. */
export function modelStreamOf(ctx: TNodeContext): TModelStream {
  return ctx.modelStream(getOptionalNumber(ctx, 'timeout'))
}

/**
 * A model stream over a `fetch` of a provider's own (one that signs or rewrites each request wraps the
 * model fetch): its answer read through the web stream.
 */
export function streamOverFetch(fetch: typeof globalThis.fetch): TModelStream {
  return async (url, init) => {
    const response = await fetch(url, init)
    return {
      status: response.status,
      headers: response.headers,
      discard: () => void response.body?.cancel().catch(() => undefined),
      async each(onChunk) {
        if (response.body) for await (const chunk of response.body) onChunk(chunk)
      },
    }
  }
}

/** Drops undefined values so providers apply their own defaults. */
export function defined<T extends Record<string, unknown>>(o: T): Partial<T> {
  const out: Partial<T> = {}
  for (const key of Object.keys(o) as Array<keyof T>) if (o[key] !== undefined) out[key] = o[key]
  return out
}
