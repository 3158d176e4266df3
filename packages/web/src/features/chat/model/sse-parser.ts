/** One Server-Sent Event of the prediction API, in Flowise's shape. */
export interface ChatStreamEvent {
  event: string
  data: unknown
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function parseData(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * One frame (the lines between two blank lines) → an event. Flowise frames look like
 * `message:\ndata:{"event":"token","data":"Hi"}`; a standard `event: x\ndata: y` frame is read too.
 */
export function parseFrame(frame: string): ChatStreamEvent | undefined {
  const data: string[] = []
  let name: string | undefined
  for (const line of frame.split('\n')) {
    if (line.startsWith('data:')) data.push(line.slice(line.startsWith('data: ') ? 6 : 5))
    else if (line.startsWith('event:')) name = line.slice(6).trim()
  }
  if (data.length === 0) return undefined
  const payload = parseData(data.join('\n'))
  if (isRecord(payload) && typeof payload.event === 'string')
    return { event: payload.event, data: payload.data }
  return name ? { event: name, data: payload } : undefined
}

/**
 * Incremental parser: feed it decoded text as it arrives, in pieces cut anywhere (inside a frame, a
 * line, a `\r\n`); it emits each complete event once. `flush()` reads a last frame the stream ended
 * without its blank line.
 */
export function createSseParser(onEvent: (event: ChatStreamEvent) => void) {
  let buffer = ''
  const emit = (frame: string) => {
    const event = parseFrame(frame)
    if (event) onEvent(event)
  }
  return {
    push(chunk: string): void {
      buffer += chunk
      // A `\r` at the very end may be the first half of a `\r\n`: normalise only what is complete.
      const keep = buffer.endsWith('\r') ? 1 : 0
      const head = buffer.slice(0, buffer.length - keep).replace(/\r\n?/g, '\n')
      buffer = head + buffer.slice(buffer.length - keep)
      for (;;) {
        const end = buffer.indexOf('\n\n')
        if (end < 0) break
        emit(buffer.slice(0, end))
        buffer = buffer.slice(end + 2)
      }
    },
    flush(): void {
      const rest = buffer.replace(/\r\n?/g, '\n').trim()
      buffer = ''
      if (rest) emit(rest)
    },
  }
}
