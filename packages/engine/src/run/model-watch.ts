import type { Readable } from 'node:stream'
import {
  answerBudget,
  isNullBodyStatus,
  readWhole,
  requestModel,
  type TModelAnswer,
  type TModelGuard,
} from './model-http'

/** How long a model call may take, and how long a streamed answer may pause between chunks. */
export type TModelTimeouts = { readonly overallMs: number; readonly idleMs: number }

/** OpenAI's client would wait 600 s, three times; a chat user gives up long before. */
export const DEFAULT_MODEL_TIMEOUTS: TModelTimeouts = { overallMs: 120_000, idleMs: 60_000 }

export class ModelTimeoutError extends Error {
  override readonly name = 'ModelTimeoutError'
}

/** A JSON body (NDJSON and event streams are streams: watched chunk by chunk). */
const isWholeJson = (headers: Headers) => /^application\/json\b/.test(headers.get('content-type') ?? '')

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
    /** The outbound guard's allowlist and answer limit: model base URLs are user-given URLs too. */
    private readonly guard: TModelGuard,
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
      let answer: TModelAnswer
      try {
        answer = await requestModel(input, init, request.signal, this.guard)
      } catch (error) {
        clearTimeout(overall)
        throw error
      }
      const meta = { status: answer.status, statusText: answer.statusText, headers: answer.headers }
      if (!answer.body || isNullBodyStatus(answer.status)) {
        clearTimeout(overall)
        answer.body?.resume()
        return new Response(null, meta)
      }
      if (isWholeJson(answer.headers)) {
        // A whole answer (not streamed, or an error) is read here, under the overall timeout: there is
        // no pause between chunks to watch, and no stream of ours in front of the client's reading.
        try {
          return new Response(await readWhole(answer.body, this.guard.maxBytes), meta)
        } finally {
          clearTimeout(overall)
        }
      }
      // One timer per answer, pushed back by each chunk (`refresh` moves it without making a new one: a
      // new timer per chunk was a cost of every token, hundreds of streams at once).
      const idle = setTimeout(() => timeout(`${modelLabel} stopped answering for ${seconds(idleMs)}`), idleMs)
      const done = () => {
        clearTimeout(overall)
        clearTimeout(idle)
      }
      request.signal.addEventListener('abort', done, { once: true })
      const count = answerBudget(this.guard.maxBytes)
      const onChunk = (chunk: Buffer) => {
        idle.refresh()
        count(chunk)
      }
      return new Response(watchedStream(answer.body, onChunk, done), meta)
    }
  }
}

/**
 * A Node stream as the web stream an SDK reads, with `onChunk` told of every chunk and `onEnd` of the
 * end, however it comes. The Node stream pauses while the reader is behind.
 */
function watchedStream(
  body: Readable,
  onChunk: (chunk: Buffer) => void,
  onEnd: () => void,
): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let ended = false
      const end = (error?: unknown) => {
        if (ended) return
        ended = true
        onEnd()
        if (error === undefined) controller.close()
        else controller.error(error)
      }
      body.on('data', (chunk: Buffer) => {
        try {
          onChunk(chunk)
        } catch (error) {
          body.destroy()
          return end(error)
        }
        controller.enqueue(chunk)
        if ((controller.desiredSize ?? 1) <= 0) body.pause()
      })
      body.once('end', () => end())
      body.once('error', (error) => end(error))
      body.once('close', () =>
        end(body.readableEnded ? undefined : new Error('The model answer was cut off')),
      )
    },
    pull() {
      body.resume()
    },
    cancel() {
      onEnd()
      body.destroy()
    },
  })
}
