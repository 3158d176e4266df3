import type { TNodeContext } from '../context'
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
    timeout: getOptionalNumber(ctx, 'timeout'),
    maxRetries: getOptionalNumber(ctx, 'maxRetries') ?? MODEL_MAX_RETRIES,
    stop: stop
      ? stop
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : undefined,
  }
}

/** Drops undefined values so providers apply their own defaults. */
export function defined<T extends Record<string, unknown>>(o: T): Partial<T> {
  const out: Partial<T> = {}
  for (const key of Object.keys(o) as Array<keyof T>) if (o[key] !== undefined) out[key] = o[key]
  return out
}
