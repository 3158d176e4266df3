import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'

/** docs/product.md#limits-and-constants: large payloads go out in slices of at most 64 KB. */
export const SSE_CHUNK_BYTES = 64 * 1024

export type SseEvent = { event: string; data: unknown }

/**
 * docs/product.md#limits-and-constants: frames after a stream's first wait up to this long and go out
 * together (docs/performance.md, many slow streams at once): a write is a system call and a TCP segment,
 * and one per token was the largest single cost of a streamed answer on the server (one `writev` per
 * token; Node corks only the writes of one tick).
 */
export const SSE_FLUSH_MS = 50

/**
 * One frame exactly as Flowise's SSEStreamer writes it (`message:\ndata:{json}\n\n`; its `error`,
 * `end` and `abort` frames say `message` without the colon), so Flowise's clients parse ours.
 */
export function sseFrame(e: SseEvent): string {
  const head = e.event === 'end' || e.event === 'error' || e.event === 'abort' ? 'message\n' : 'message:\n'
  return `${head}data:${JSON.stringify({ event: e.event, data: e.data })}\n\n`
}

/** Long token text becomes several token events of at most 64 KB each (they concatenate back). */
export function splitTokenData(text: string): string[] {
  if (Buffer.byteLength(text) <= SSE_CHUNK_BYTES) return [text]
  const parts: string[] = []
  // Characters, not bytes, per slice: a quarter of the limit stays under it even for 4-byte characters.
  const step = SSE_CHUNK_BYTES / 4
  for (let i = 0; i < text.length; i += step) parts.push(text.slice(i, i + step))
  return parts
}

/** Writers holding frames, all flushed by one timer (one per process, not one per stream). */
const waiting = new Set<SseWriter>()
let flushTimer: NodeJS.Timeout | undefined

function flushWaiting(): void {
  flushTimer = undefined
  const writers = [...waiting]
  waiting.clear()
  for (const writer of writers) writer.flush()
}

function whenFlushed(writer: SseWriter): void {
  waiting.add(writer)
  flushTimer ??= setTimeout(flushWaiting, SSE_FLUSH_MS)
}

/**
 * Writes SSE to a raw response. Headers go out with the first frame; until then the route may still
 * answer with a normal JSON error (e.g. a refused override, found before anything streamed). The first
 * frame goes at once, later ones at most SSE_FLUSH_MS later, together, in the order they were sent.
 */
export class SseWriter {
  private opened = false
  private pending: string[] = []

  /**
   * `headers`: what the reply already carries (CORS from the public-cors hook) — writeHead bypasses
   * Fastify. `onOpen` runs just before the headers go out (e.g. to hijack the Fastify reply).
   */
  constructor(
    private readonly res: ServerResponse,
    private readonly headers: OutgoingHttpHeaders = {},
    private readonly onOpen?: () => void,
  ) {}

  get isOpen(): boolean {
    return this.opened
  }

  get isClosed(): boolean {
    return this.res.destroyed || this.res.writableEnded
  }

  private open(): boolean {
    if (this.opened) return false
    this.opened = true
    this.onOpen?.()
    this.res.writeHead(200, {
      ...this.headers,
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    })
    this.res.flushHeaders()
    return true
  }

  send(e: SseEvent): void {
    if (e.event === 'token' && typeof e.data === 'string')
      for (const data of splitTokenData(e.data)) this.writeRaw(sseFrame({ event: 'token', data }))
    else this.writeRaw(sseFrame(e))
  }

  /** A frame in another framing (the OpenAI-compatible stream writes its own `data:` lines). */
  writeRaw(frame: string): void {
    if (this.isClosed) return
    this.pending.push(frame)
    if (this.open()) this.flush()
    else if (this.pending.length === 1) whenFlushed(this)
  }

  /** Writes the frames waiting, as few writes of at most SSE_CHUNK_BYTES each. */
  flush(): void {
    const frames = this.pending
    if (frames.length === 0) return
    this.pending = []
    waiting.delete(this)
    if (this.isClosed) return
    // Text is written as it is, without a copy into bytes first: its UTF-8 is never more than three bytes
    // a UTF-16 unit, so a third of the limit always fits.
    const textLimit = SSE_CHUNK_BYTES / 3
    let text = ''
    for (const frame of frames) {
      if (text.length + frame.length <= textLimit) {
        text += frame
        continue
      }
      if (text) this.res.write(text)
      text = ''
      if (frame.length <= textLimit) text = frame
      else this.writeSliced(frame)
    }
    if (text) this.res.write(text)
  }

  private writeSliced(frame: string): void {
    const bytes = Buffer.from(frame, 'utf8')
    for (let i = 0; i < bytes.length; i += SSE_CHUNK_BYTES)
      this.res.write(bytes.subarray(i, i + SSE_CHUNK_BYTES))
  }

  end(): void {
    if (this.isClosed) return
    this.open()
    this.flush()
    this.res.end()
  }
}
