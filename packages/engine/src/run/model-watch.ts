/** How long a model call may take, and how long a streamed answer may pause between chunks. */
export type TModelTimeouts = { readonly overallMs: number; readonly idleMs: number }

/** OpenAI's client would wait 600 s, three times; a chat user gives up long before. */
export const DEFAULT_MODEL_TIMEOUTS: TModelTimeouts = { overallMs: 120_000, idleMs: 60_000 }

export class ModelTimeoutError extends Error {
  override readonly name = 'ModelTimeoutError'
}

/** A JSON body (NDJSON and event streams are streams: watched chunk by chunk). */
const isWholeJson = (response: Response) =>
  /^application\/json\b/.test(response.headers.get('content-type') ?? '')

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`

/**
 * The model calls of one run. Model nodes are built once and called later by the chain or agent that
 * uses them, so a timeout fails the node that is running at that moment: each node runs with a signal
 * from `enterNode`, and a model client built with `fetchFor` aborts that signal (with a
 * ModelTimeoutError as its reason) as well as its own request. Aborting the caller's signal also stops
 * the provider SDK's retries, which would otherwise start the wait over.
 */
export class ModelWatch {
  #current: AbortController | undefined

  constructor(
    private readonly runSignal: AbortSignal,
    private readonly defaults: TModelTimeouts,
  ) {}

  /** The signal of the node about to run: aborted with the run, or by a model timeout while it runs. */
  enterNode(): AbortSignal {
    const controller = new AbortController()
    if (this.runSignal.aborted) controller.abort(this.runSignal.reason)
    else
      this.runSignal.addEventListener('abort', () => controller.abort(this.runSignal.reason), { once: true })
    this.#current = controller
    return controller.signal
  }

  /** `fetch` for a model client: at most `overallMs` per call (the node's own `timeout` first), `idleMs` between chunks. */
  fetchFor(modelLabel: string, timeoutMs?: number): typeof fetch {
    const overallMs = timeoutMs && timeoutMs > 0 ? timeoutMs : this.defaults.overallMs
    const { idleMs } = this.defaults
    return async (input, init) => {
      const request = new AbortController()
      const timeout = (message: string) => {
        const reason = new ModelTimeoutError(message)
        request.abort(reason)
        this.#current?.abort(reason)
      }
      const callerSignal = init?.signal
      if (callerSignal)
        callerSignal.addEventListener('abort', () => request.abort(callerSignal.reason), { once: true })
      const overall = setTimeout(
        () => timeout(`${modelLabel} did not answer within ${seconds(overallMs)}`),
        overallMs,
      )
      let response: Response
      try {
        response = await fetch(input, { ...init, signal: request.signal })
      } catch (error) {
        clearTimeout(overall)
        throw error
      }
      if (!response.body) {
        clearTimeout(overall)
        return response
      }
      if (isWholeJson(response)) {
        // A whole answer (not streamed, or an error) is read here, under the overall timeout: there is
        // no pause between chunks to watch, and no stream of ours in front of the client's reading (a
        // quarter of the fetch's CPU).
        try {
          const body = await response.arrayBuffer()
          return new Response(body, {
            status: response.status,
            statusText: response.statusText,
            headers: response.headers,
          })
        } finally {
          clearTimeout(overall)
        }
      }
      let idle: ReturnType<typeof setTimeout> | undefined
      const armIdle = () => {
        clearTimeout(idle)
        idle = setTimeout(() => timeout(`${modelLabel} stopped answering for ${seconds(idleMs)}`), idleMs)
      }
      const done = () => {
        clearTimeout(overall)
        clearTimeout(idle)
      }
      armIdle()
      const watched = response.body.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            armIdle()
            controller.enqueue(chunk)
          },
          flush: done,
        }),
      )
      request.signal.addEventListener('abort', done, { once: true })
      return new Response(watched, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      })
    }
  }
}
