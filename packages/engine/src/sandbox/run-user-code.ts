import type { TFetch } from '@unikflow/nodes'
import { SandboxPool } from './sandbox-pool'
import {
  DEFAULT_MEMORY_LIMIT_BYTES,
  DEFAULT_TIMEOUT_MS,
  SandboxError,
  type THostFetch,
} from './sandbox-types'

export { SandboxError }

const MAX_RESPONSE_CHARS = 1_000_000

export type TSandboxOptions = {
  /** Named inputs, visible as `$name` (Flowise custom function style). */
  readonly inputs?: Readonly<Record<string, unknown>>
  readonly vars?: Readonly<Record<string, string>>
  readonly flow?: Readonly<Record<string, unknown>>
  readonly timeoutMs?: number | undefined
  readonly memoryLimitBytes?: number | undefined
  /** Bridged as `fetch` inside the sandbox; give the outbound guard's fetch. Absent: no network. */
  readonly fetch?: TFetch
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

/** The guarded fetch, answered as plain data that can be posted back to the worker. */
function toHostFetch(fetch: TFetch): THostFetch {
  return async ({ url, method, headers, body }) => {
    const res = await fetch(url, { method, headers, ...(body !== undefined ? { body } : {}) })
    return {
      ok: res.ok,
      status: res.status,
      statusText: res.statusText,
      url: res.url,
      headers: Object.fromEntries(res.headers),
      body: (await res.text()).slice(0, MAX_RESPONSE_CHARS),
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
    options.fetch ? toHostFetch(options.fetch) : undefined,
  )
  return json === undefined ? undefined : (JSON.parse(json) as unknown)
}
