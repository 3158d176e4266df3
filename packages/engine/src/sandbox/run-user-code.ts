import { readBodyText, type TFetch } from '@unikflow/nodes'
import { SandboxPool } from './sandbox-pool'
import {
  DEFAULT_MEMORY_LIMIT_BYTES,
  DEFAULT_TIMEOUT_MS,
  SandboxError,
  type THostFetch,
} from './sandbox-types'

export { SandboxError }

/** What user code gets of a fetched body at most (the rest is not downloaded). */
const MAX_RESPONSE_BYTES = 1024 * 1024

export type TSandboxOptions = {
  /** Named inputs, visible as `$name` (Flowise custom function style). */
  readonly inputs?: Readonly<Record<string, unknown>>
  readonly vars?: Readonly<Record<string, string>>
  readonly flow?: Readonly<Record<string, unknown>>
  readonly timeoutMs?: number | undefined
  readonly memoryLimitBytes?: number | undefined
  /** Bridged as `fetch` inside the sandbox; give the outbound guard's fetch. Absent: no network. */
  readonly fetch?: TFetch
  /** The run's signal: the code's downloads stop when it aborts (they stop with the code anyway). */
  readonly signal?: AbortSignal
}

let pool: SandboxPool | undefined

/** A value as the sandbox will see it: JSON data only (host objects, functions and classes do not cross). */
function asJsonData(value: unknown): unknown {
  const text = JSON.stringify(value ?? null)
  return text === undefined ? null : (JSON.parse(text) as unknown)
}

function jsonRecord(record: Readonly<Record<string, unknown>> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record ?? {}).map(([k, v]) => [k, asJsonData(v)]))
}

/**
 * The guarded fetch, answered as plain data that can be posted back to the worker: the body read through
 * the shared reader, cut at MAX_RESPONSE_BYTES, and dropped when the code or the run is over.
 */
function toHostFetch(fetch: TFetch, runSignal: AbortSignal | undefined): THostFetch {
  return async ({ url, method, headers, body }, codeSignal) => {
    const signal = runSignal ? AbortSignal.any([codeSignal, runSignal]) : codeSignal
    const res = await fetch(url, { method, headers, signal, ...(body !== undefined ? { body } : {}) })
    return {
      ok: res.ok,
      status: res.status,
      statusText: res.statusText,
      url: res.url,
      headers: Object.fromEntries(res.headers),
      body: await readBodyText(res, { maxBytes: MAX_RESPONSE_BYTES, beyond: 'cut' }),
    }
  }
}

/**
 * Runs user JavaScript (a function body; `return` gives the result, `await` works) in QuickJS on a
 * worker thread, with a memory limit and a deadline: the server's event loop keeps answering while it
 * runs. Only JSON data and the bridged fetch cross the border; the result comes back as JSON.
 */
export async function runUserCode(code: string, options: TSandboxOptions = {}): Promise<unknown> {
  pool ??= new SandboxPool()
  const json = await pool.run(
    {
      code,
      inputs: jsonRecord(options.inputs),
      vars: { ...options.vars },
      flow: jsonRecord(options.flow),
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      memoryLimitBytes: options.memoryLimitBytes ?? DEFAULT_MEMORY_LIMIT_BYTES,
      canFetch: options.fetch !== undefined,
    },
    options.fetch ? toHostFetch(options.fetch, options.signal) : undefined,
  )
  return json === undefined ? undefined : (JSON.parse(json) as unknown)
}
