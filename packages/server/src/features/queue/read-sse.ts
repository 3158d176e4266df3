/** One server-sent event as our prediction stream writes it (`message:\ndata:{"event","data"}`). */
export interface SseEvent {
  event: string
  data: unknown
}

/** Reads a prediction's event stream event by event (tests): `next()` waits for one, `all()` for the rest. */
export function readSse(res: Response) {
  if (!res.body) throw new Error(`no body (status ${res.status})`)
  const reader = res.body.getReader()
  const decoder = new TextDecoder()
  let buffered = ''
  const ready: SseEvent[] = []
  let done = false
  const fill = async () => {
    while (ready.length === 0 && !done) {
      const chunk = await reader.read()
      if (chunk.done) {
        done = true
        break
      }
      buffered += decoder.decode(chunk.value, { stream: true })
      let end: number
      while ((end = buffered.indexOf('\n\n')) >= 0) {
        const frame = buffered.slice(0, end)
        buffered = buffered.slice(end + 2)
        const line = frame.split('\n').find((l) => l.startsWith('data:'))
        if (line) ready.push(JSON.parse(line.slice(5)) as SseEvent)
      }
    }
  }
  return {
    async next(): Promise<SseEvent | undefined> {
      await fill()
      return ready.shift()
    },
    async all(): Promise<SseEvent[]> {
      const events: SseEvent[] = []
      for (let e = await this.next(); e; e = await this.next()) events.push(e)
      return events
    },
  }
}
