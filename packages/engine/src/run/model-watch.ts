import type { Readable } from 'node:stream'
import { isWholeJson, type TModelStream } from '@unikflow/nodes'
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
    return async (input, init) => {
      const call = await this.#call(modelLabel, timeoutMs, input, init)
      const { answer } = call
      const meta = { status: answer.status, statusText: answer.statusText, headers: answer.headers }
      if (!answer.body || isNullBodyStatus(answer.status)) {
        call.done()
        answer.body?.resume()
        return new Response(null, meta)
      }
      if (isWholeJson(answer.headers)) {
        // A whole answer (not streamed, or an error) is read here, under the overall timeout: there is
        // no pause between chunks to watch, and no stream of ours in front of the client's reading.
        try {
          return new Response(await readWhole(answer.body, this.guard.maxBytes), meta)
        } finally {
          call.done()
        }
      }
      return new Response(watchedStream(answer.body, call.chunkWatch(), call.done), meta)
    }
  }

  /**
   * The same call for a reader of our own (chat-completions-direct.ts): the answer's chunks handed to a
   * callback as they arrive, without the web stream and `Response` an SDK needs (about 5 % of the server's
   * CPU per streamed answer went to them, docs/performance.md). Watched as `fetchFor` watches.
   */
  streamFor(modelLabel: string, timeoutMs?: number): TModelStream {
    return async (url, init) => {
      const call = await this.#call(modelLabel, timeoutMs, url, init)
      const { body, status, headers } = call.answer
      const discard = () => {
        call.done()
        // Destroyed unread, undici's body reports the abort as an error: nobody reads it any more.
        body?.once('error', () => undefined).destroy()
      }
      if (!body || isNullBodyStatus(status)) {
        discard()
        return { status, headers, each: () => Promise.resolve(), discard }
      }
      return {
        status,
        headers,
        discard,
        each: (onChunk) => readChunks(body, call.chunkWatch(), onChunk, call.done),
      }
    }
  }

  /**
   * Sends the request under the overall timeout. `done` stops the timers (when the answer is read, or
   * dropped); `chunkWatch` starts the wait between chunks and bounds the answer's size.
   */
  async #call(
    modelLabel: string,
    timeoutMs: number | undefined,
    input: Parameters<typeof fetch>[0],
    init?: RequestInit,
  ) {
    const overallMs = timeoutMs && timeoutMs > 0 ? timeoutMs : this.defaults.overallMs
    const { idleMs } = this.defaults
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
    let idle: NodeJS.Timeout | undefined
    const done = () => {
      clearTimeout(overall)
      clearTimeout(idle)
    }
    let answer: TModelAnswer
    try {
      answer = await requestModel(input, init, request.signal, this.guard)
    } catch (error) {
      done()
      throw error
    }
    const chunkWatch = () => {
      // One timer per answer, pushed back by each chunk (`refresh` moves it without making a new one: a
      // new timer per chunk was a cost of every token, hundreds of streams at once).
      const pause = setTimeout(
        () => timeout(`${modelLabel} stopped answering for ${seconds(idleMs)}`),
        idleMs,
      )
      idle = pause
      request.signal.addEventListener('abort', done, { once: true })
      const count = answerBudget(this.guard.maxBytes)
      return (chunk: Uint8Array) => {
        pause.refresh()
        count(chunk)
      }
    }
    return { answer, done, chunkWatch }
  }
}

/** Hands a Node stream's chunks to `onChunk` (after `onEach`); `onEnd` however it ends. */
function readChunks(
  body: Readable,
  onEach: (chunk: Buffer) => void,
  onChunk: (chunk: Uint8Array) => void,
  onEnd: () => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let ended = false
    const end = (error?: unknown) => {
      if (ended) return
      ended = true
      onEnd()
      if (error === undefined) resolve()
      else reject(error)
    }
    body.on('data', (chunk: Buffer) => {
      try {
        onEach(chunk)
        onChunk(chunk)
      } catch (error) {
        body.destroy()
        end(error)
      }
    })
    body.once('end', () => end())
    body.once('error', (error) => end(error))
    body.once('close', () => end(body.readableEnded ? undefined : new Error('The model answer was cut off')))
  })
}

/**
 * A Node stream as the web stream an SDK reads, with `onEach` told of every chunk and `onEnd` of the end,
 * however it comes. The Node stream pauses while the reader is behind.
 */
function watchedStream(
  body: Readable,
  onEach: (chunk: Buffer) => void,
  onEnd: () => void,
): ReadableStream<Uint8Array> {
  let cancelled = false
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const enqueue = (chunk: Uint8Array) => {
        controller.enqueue(chunk)
        if ((controller.desiredSize ?? 1) <= 0) body.pause()
      }
      readChunks(body, onEach, enqueue, onEnd).then(
        () => cancelled || controller.close(),
        (error: unknown) => cancelled || controller.error(error),
      )
    },
    pull() {
      body.resume()
    },
    cancel() {
      cancelled = true
      body.destroy()
    },
  })
}
