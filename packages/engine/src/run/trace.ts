/** One node's part of a run, kept for the logs dialog. */
export type TNodeTrace = {
  readonly nodeId: string
  readonly label: string
  readonly name: string
  readonly startMs: number
  endMs: number
  inputs: unknown
  output: unknown
  error?: string
}

/** Tokens of one model call, counted toward the model node that made the client. */
export type TNodeUsage = {
  readonly nodeId: string
  readonly model: string
  readonly inputTokens: number
  readonly outputTokens: number
}

export type TRunTrace = {
  readonly startedAt: string
  durationMs: number
  readonly nodes: TNodeTrace[]
  /** Every model call of the run that reported its tokens (analytics: tokens and cost). */
  readonly usage: TNodeUsage[]
  error?: string
}

export const TRACE_VALUE_LIMIT = 4096

/** A JSON-safe, size-limited picture of a value: objects of classes show as their class name. */
export function summarize(value: unknown, limit = TRACE_VALUE_LIMIT): unknown {
  const seen = new WeakSet<object>()
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'bigint') return v.toString()
    if (typeof v === 'function') return '[function]'
    if (v && typeof v === 'object') {
      if (seen.has(v)) return '[circular]'
      seen.add(v)
      const proto: unknown = Object.getPrototypeOf(v)
      if (proto !== Object.prototype && proto !== null && !Array.isArray(v)) return `[${v.constructor.name}]`
    }
    return v
  })
  if (text === undefined) return null
  if (text.length <= limit) return JSON.parse(text)
  return `${text.slice(0, limit)}… (${text.length} chars)`
}
