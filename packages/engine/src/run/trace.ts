import { LangChainOnDemand } from '@unikflow/nodes'

/** One node's part of a run, kept for the logs dialog. */
export type TNodeTrace = {
  readonly nodeId: string
  readonly label: string
  readonly name: string
  readonly startMs: number
  endMs: number
  /**
   * The node's inputs and output as JSON text (`summarizeJson`), not as values: the trace is serialised
   * once, when the node has run, and stored or exported as that text (the logs read it as `inputs`/`output`).
   */
  inputsJson: string
  outputJson: string
  error?: string
}

/** Tokens of one model call, counted toward the model node that made the client. */
export type TNodeUsage = {
  readonly nodeId: string
  readonly model: string
  readonly inputTokens: number
  readonly outputTokens: number
  /** An answer of the model's cache (a Cache node): no tokens were spent. */
  readonly cached?: boolean
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

/**
 * A class instance's picture, its class name (a stand-in's, the LangChain class it stands for); undefined
 * for plain objects, arrays and dates.
 */
function classNameOf(v: object): string | undefined {
  if (Array.isArray(v) || v instanceof Date) return undefined
  if (v instanceof LangChainOnDemand) return `[${v.langChainClass}]`
  const proto: unknown = Object.getPrototypeOf(v)
  return proto === Object.prototype || proto === null ? undefined : `[${v.constructor.name}]`
}

/** A class instance that would serialise itself: a LangChain model's `toJSON` is its whole configuration. */
function selfSerialising(v: unknown): v is object {
  return (
    typeof v === 'object' &&
    v !== null &&
    'toJSON' in v &&
    typeof v.toJSON === 'function' &&
    classNameOf(v) !== undefined
  )
}

/**
 * `v`, or a shallow copy of it whose self-serialising members are their class names: JSON.stringify calls
 * a member's `toJSON` before the replacer sees the member, so the replacer has to name it one level up.
 */
function membersNamed(v: object): object {
  if (Array.isArray(v))
    return v.some(selfSerialising) ? v.map((m: unknown) => (selfSerialising(m) ? classNameOf(m) : m)) : v
  if (!Object.values(v).some(selfSerialising)) return v
  return Object.fromEntries(
    Object.entries(v).map(([key, m]: [string, unknown]) => [key, selfSerialising(m) ? classNameOf(m) : m]),
  )
}

/**
 * JSON text of a size-limited picture of a value: objects of classes show as their class name (also those
 * with a `toJSON` of their own, which is never called), dates as their ISO text.
 */
export function summarizeJson(value: unknown, limit = TRACE_VALUE_LIMIT): string {
  const seen = new WeakSet<object>()
  const top = selfSerialising(value) ? classNameOf(value) : value
  const text = JSON.stringify(top, (_key, v: unknown) => {
    if (typeof v === 'bigint') return v.toString()
    if (typeof v === 'function') return '[function]'
    if (v && typeof v === 'object') {
      if (seen.has(v)) return '[circular]'
      seen.add(v)
      return classNameOf(v) ?? membersNamed(v)
    }
    return v
  })
  if (text === undefined) return 'null'
  if (text.length <= limit) return text
  return JSON.stringify(`${text.slice(0, limit)}… (${text.length} chars)`)
}

/** The same picture as a JSON-safe value. */
export function summarize(value: unknown, limit = TRACE_VALUE_LIMIT): unknown {
  return JSON.parse(summarizeJson(value, limit))
}
