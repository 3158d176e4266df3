import { describe, expect, it } from 'vitest'
import { createSseParser, parseFrame, type ChatStreamEvent } from './sse-parser'

const frame = (event: string, data: unknown, head = 'message:') =>
  `${head}\ndata:${JSON.stringify({ event, data })}\n\n`

const STREAM =
  frame('start', '') +
  frame('token', 'Hel') +
  frame('token', 'lo "wörld" 👋\n\n```js\nx\n```') +
  frame('sourceDocuments', [{ pageContent: 'p', metadata: { source: 'https://a' } }]) +
  frame('metadata', { chatId: 'c', chatMessageId: 'm' }) +
  frame('end', '[DONE]', 'message')

function parseAll(chunks: string[]): ChatStreamEvent[] {
  const events: ChatStreamEvent[] = []
  const parser = createSseParser((e) => events.push(e))
  for (const c of chunks) parser.push(c)
  parser.flush()
  return events
}

describe('SSE parser', () => {
  const expected = parseAll([STREAM])

  it('reads Flowise frames, several per chunk', () => {
    expect(expected.map((e) => e.event)).toEqual([
      'start',
      'token',
      'token',
      'sourceDocuments',
      'metadata',
      'end',
    ])
    expect(expected[2]?.data).toBe('lo "wörld" 👋\n\n```js\nx\n```')
    expect(expected[4]?.data).toEqual({ chatId: 'c', chatMessageId: 'm' })
  })

  it('gives the same events whatever the chunk boundaries', () => {
    for (let size = 1; size <= 17; size++) {
      const chunks: string[] = []
      for (let i = 0; i < STREAM.length; i += size) chunks.push(STREAM.slice(i, i + size))
      expect(parseAll(chunks)).toEqual(expected)
    }
    for (let cut = 0; cut <= STREAM.length; cut++)
      expect(parseAll([STREAM.slice(0, cut), STREAM.slice(cut)])).toEqual(expected)
  })

  it('accepts CRLF line ends split between chunks, and a last frame without its blank line', () => {
    const crlf = STREAM.replace(/\n/g, '\r\n').replace(/\r\n\r\n$/, '')
    const chunks: string[] = []
    for (let i = 0; i < crlf.length; i += 3) chunks.push(crlf.slice(i, i + 3))
    expect(parseAll(chunks).map((e) => e.event)).toEqual(expected.map((e) => e.event))
  })

  it('reads standard `event:` frames and ignores comments and empty frames', () => {
    expect(parseFrame('event: token\ndata: plain text')).toEqual({ event: 'token', data: 'plain text' })
    expect(parseFrame(': keep-alive')).toBeUndefined()
    expect(parseAll(['\n\n: ping\n\n', frame('token', 'x')])).toEqual([{ event: 'token', data: 'x' }])
  })
})
