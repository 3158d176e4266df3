// Incremental reader of the prediction stream, shared by the web app's chat and the embed widget. The
// server writes Flowise's framing: a `message:` (or bare `message`) line, a `data:{"event":…,"data":…}`
// line and a blank line; standard `event: x` / `data: y` frames are read too. Text may arrive split
// anywhere: inside a line, a frame or a `\r\n` (callers decode bytes with a streaming TextDecoder).

export interface StreamEvent {
  event: string
  data: unknown
}

export interface SseParser {
  push(text: string): void
  /** Flushes a last frame that had no closing blank line. */
  end(): void
}

function toEvent(fieldEvent: string, dataLines: string[]): StreamEvent | undefined {
  if (dataLines.length === 0) return undefined
  const raw = dataLines.join('\n')
  try {
    const parsed: unknown = JSON.parse(raw)
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'event' in parsed &&
      typeof parsed.event === 'string'
    )
      return { event: parsed.event, data: 'data' in parsed ? parsed.data : undefined }
    return { event: fieldEvent || 'message', data: parsed }
  } catch {
    return { event: fieldEvent || 'message', data: raw }
  }
}

export function createSseParser(onEvent: (event: StreamEvent) => void): SseParser {
  let buffer = ''
  // Everything in `buffer` before this index is known to hold no line break.
  let scanned = 0
  let fieldEvent = ''
  let dataLines: string[] = []

  const dispatch = () => {
    const event = toEvent(fieldEvent, dataLines)
    fieldEvent = ''
    dataLines = []
    if (event) onEvent(event)
  }

  const line = (text: string) => {
    if (text === '') return dispatch()
    if (text.startsWith(':')) return
    const colon = text.indexOf(':')
    const field = colon === -1 ? text : text.slice(0, colon)
    let value = colon === -1 ? '' : text.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    if (field === 'data') dataLines.push(value)
    else if (field === 'event') fieldEvent = value
    // `message`, `id`, `retry` and unknown fields carry nothing we need.
  }

  const drain = () => {
    let start = 0
    for (let i = scanned; i < buffer.length; i++) {
      const ch = buffer.charCodeAt(i)
      if (ch !== 10 && ch !== 13) continue
      // A CR at the very end may be the first half of CRLF: wait for the next chunk.
      if (ch === 13 && i === buffer.length - 1) {
        scanned = i
        buffer = buffer.slice(start)
        scanned -= start
        return
      }
      line(buffer.slice(start, i))
      if (ch === 13 && buffer.charCodeAt(i + 1) === 10) i++
      start = i + 1
    }
    buffer = buffer.slice(start)
    scanned = buffer.length
  }

  return {
    push(text) {
      buffer += text
      drain()
    },
    end() {
      drain()
      if (buffer !== '') line(buffer)
      buffer = ''
      scanned = 0
      dispatch()
    },
  }
}
