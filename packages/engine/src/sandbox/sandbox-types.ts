export const DEFAULT_TIMEOUT_MS = 10_000
export const DEFAULT_MEMORY_LIMIT_BYTES = 64 * 1024 * 1024

export type TSandboxErrorCode = 'SANDBOX_TIMEOUT' | 'SANDBOX_ERROR' | 'SANDBOX_RESULT'

export class SandboxError extends Error {
  override readonly name = 'SandboxError'
  constructor(
    message: string,
    readonly code: TSandboxErrorCode = 'SANDBOX_ERROR',
  ) {
    super(message)
  }
}

/** What user code's `fetch` asked for: plain data, so it can cross from the worker to the host. */
export type TFetchRequest = {
  readonly url: string
  readonly method: string
  readonly headers: Readonly<Record<string, string>>
  readonly body?: string
}

/** The host's answer to a `fetch` (the body already read as text and capped). */
export type TFetchReply = {
  readonly ok: boolean
  readonly status: number
  readonly statusText: string
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
}

/** User code's `fetch` as the worker sees it: a request posted to the host. */
export type TCodeFetch = (request: TFetchRequest) => Promise<TFetchReply>

/** Answers user code's `fetch` on the host; `signal` aborts when the call that asked is over (done, failed or timed out). */
export type THostFetch = (request: TFetchRequest, signal: AbortSignal) => Promise<TFetchReply>

/** Everything one call of user code gets, as plain data (it is posted to a worker thread). */
export type TQuickJSJob = {
  readonly code: string
  readonly inputs: Readonly<Record<string, unknown>>
  readonly vars: Readonly<Record<string, string>>
  readonly flow: Readonly<Record<string, unknown>>
  readonly timeoutMs: number
  readonly memoryLimitBytes: number
  readonly canFetch: boolean
}

/** Host → worker. */
export type THostMessage =
  | { readonly type: 'run'; readonly job: TQuickJSJob }
  | {
      readonly type: 'fetched'
      readonly fetchId: number
      readonly reply?: TFetchReply
      readonly error?: string
    }

/** Worker → host. */
export type TWorkerMessage =
  | { readonly type: 'fetch'; readonly fetchId: number; readonly request: TFetchRequest }
  | { readonly type: 'done'; readonly json?: string }
  | { readonly type: 'failed'; readonly message: string; readonly code: TSandboxErrorCode }
