import type { TNodeContext } from '../context'
import { getBoolean, getOptionalNumber, getString } from './read-inputs'

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
