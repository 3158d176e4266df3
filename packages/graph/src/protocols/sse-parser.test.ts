import { describe, expect, it } from 'vitest'
import { createSseParser, type StreamEvent } from './sse-parser'

// graph compiles without DOM or Node types; the tests run in Node, which has both classes.
type TCodecs = {
  TextDecoder: new () => { decode(bytes?: Uint8Array, options?: { stream?: boolean }): string }
  TextEncoder: new () => { encode(text: string): Uint8Array }
}
const { TextDecoder, TextEncoder } = globalThis as unknown as TCodecs

// Frames exactly as the server's SseWriter writes them (packages/server/src/features/prediction/sse.ts).
const frame = (event: string, data: unknown) => {
  const head = event === 'end' || event === 'error' || event === 'abort' ? 'message\n' : 'message:\n'
  return `${head}data:${JSON.stringify({ event, data })}\n\n`
}

function parseAll(chunks: (string | Uint8Array)[]): StreamEvent[] {
  const events: StreamEvent[] = []
  const parser = createSseParser((e) => events.push(e))
  // Bytes are decoded as the clients decode them: one streaming TextDecoder across chunks.
  const decoder = new TextDecoder()
  for (const c of chunks) parser.push(typeof c === 'string' ? c : decoder.decode(c, { stream: true }))
  parser.push(decoder.decode())
  parser.end()
  return events
}

const stream =
  frame('start', '') +
  frame('token', 'Hello ') +
  frame('token', 'wörld 🌍\n\nnext') +
  frame('sourceDocuments', [{ pageContent: 'a', metadata: { source: 'https://x.test' } }]) +
  frame('metadata', { chatId: 'c1', chatMessageId: 'm1' }) +
  frame('end', '[DONE]')

const expected: StreamEvent[] = [
  { event: 'start', data: '' },
  { event: 'token', data: 'Hello ' },
  { event: 'token', data: 'wörld 🌍\n\nnext' },
  { event: 'sourceDocuments', data: [{ pageContent: 'a', metadata: { source: 'https://x.test' } }] },
  { event: 'metadata', data: { chatId: 'c1', chatMessageId: 'm1' } },
  { event: 'end', data: '[DONE]' },
]

describe('SSE parser', () => {
  it('reads the server framing in one chunk', () => {
    expect(parseAll([stream])).toEqual(expected)
  })

  it('gives the same events whatever byte the stream is split at', () => {
    const bytes = new TextEncoder().encode(stream)
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(parseAll([bytes.subarray(0, cut), bytes.subarray(cut)])).toEqual(expected)
    }
  })

  it('reads byte-by-byte delivery, including inside multi-byte characters', () => {
    const bytes = new TextEncoder().encode(stream)
    expect(parseAll(Array.from(bytes, (_b, i) => bytes.subarray(i, i + 1)))).toEqual(expected)
  })

  it('handles CRLF line ends split between chunks', () => {
    const crlf = stream.replace(/\n/g, '\r\n')
    for (let cut = 1; cut < crlf.length; cut += 7) {
      expect(parseAll([crlf.slice(0, cut), crlf.slice(cut)])).toEqual(expected)
    }
  })

  it('passes 64 KB tokens arriving in 1000-byte slices intact', () => {
    const big = 'x'.repeat(64 * 1024 - 3) + 'é'
    const text = frame('token', big) + frame('token', big) + frame('end', '[DONE]')
    const bytes = new TextEncoder().encode(text)
    const chunks: Uint8Array[] = []
    for (let i = 0; i < bytes.length; i += 1000) chunks.push(bytes.subarray(i, i + 1000))
    const events = parseAll(chunks)
    expect(events.map((e) => e.event)).toEqual(['token', 'token', 'end'])
    expect(events[0]?.data).toBe(big)
    expect(events[1]?.data).toBe(big)
  })

  it('flushes a last frame without the closing blank line, ignores comments and reads plain SSE', () => {
    expect(
      parseAll([': keep-alive\n\nevent: token\ndata: plain text\n\ndata:{"event":"end","data":"x"}']),
    ).toEqual([
      { event: 'token', data: 'plain text' },
      { event: 'end', data: 'x' },
    ])
  })
})

describe('standard server-sent events', () => {
  it('reads `event:` / `data:` frames and skips comments', () => {
    expect(parseAll(['event: token\ndata: plain text\n\n: keep-alive\n\n'])).toEqual([
      { event: 'token', data: 'plain text' },
    ])
  })
})
