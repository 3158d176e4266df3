import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'

/** docs/product.md#limits-and-constants: large payloads go out in slices of at most 64 KB. */
export const SSE_CHUNK_BYTES = 64 * 1024

export type SseEvent = { event: string; data: unknown }

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

/**
 * Writes SSE to a raw response. Headers go out with the first frame; until then the route may still
 * answer with a normal JSON error (e.g. a refused override, found before anything streamed).
 */
export class SseWriter {
  private opened = false

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

  private open(): void {
    if (this.opened) return
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
  }

  send(e: SseEvent): void {
    if (this.isClosed) return
    this.open()
    const frames =
      e.event === 'token' && typeof e.data === 'string'
        ? splitTokenData(e.data).map((data) => sseFrame({ event: 'token', data }))
        : [sseFrame(e)]
    for (const frame of frames) {
      // Most frames are one token: written as the text they are, without a copy into bytes first (a
      // frame's UTF-8 is never more than three bytes a UTF-16 unit, so a third of the limit always fits).
      if (frame.length <= SSE_CHUNK_BYTES / 3) {
        this.res.write(frame)
        continue
      }
      const bytes = Buffer.from(frame, 'utf8')
      for (let i = 0; i < bytes.length; i += SSE_CHUNK_BYTES)
        this.res.write(bytes.subarray(i, i + SSE_CHUNK_BYTES))
    }
  }

  /** A frame in another framing (the OpenAI-compatible stream writes its own `data:` lines). */
  writeRaw(frame: string): void {
    if (this.isClosed) return
    this.open()
    this.res.write(frame)
  }

  end(): void {
    if (this.isClosed) return
    this.open()
    this.res.end()
  }
}
