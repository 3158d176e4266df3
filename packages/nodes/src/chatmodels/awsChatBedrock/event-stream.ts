/** One message of AWS's binary event stream (`application/vnd.amazon.eventstream`). */
export interface TEventMessage {
  headers: Record<string, string>
  payload: Uint8Array
}

/** Byte length of a header value after its type byte (strings and bytes carry their own length). */
function valueLength(view: DataView, at: number, type: number): { skip: number; length: number } {
  const fixed: Record<number, number> = { 0: 0, 1: 0, 2: 1, 3: 2, 4: 4, 5: 8, 8: 8, 9: 16 }
  if (type === 6 || type === 7) return { skip: 2, length: view.getUint16(at) }
  const length = fixed[type]
  if (length === undefined) throw new Error(`Unknown event stream header type ${type}`)
  return { skip: 0, length }
}

function readHeaders(bytes: Uint8Array): Record<string, string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const decoder = new TextDecoder()
  const headers: Record<string, string> = {}
  let at = 0
  while (at < bytes.length) {
    const nameLength = view.getUint8(at)
    const name = decoder.decode(bytes.subarray(at + 1, at + 1 + nameLength))
    at += 1 + nameLength
    const type = view.getUint8(at)
    at += 1
    const { skip, length } = valueLength(view, at, type)
    if (type === 7) headers[name] = decoder.decode(bytes.subarray(at + skip, at + skip + length))
    at += skip + length
  }
  return headers
}

/**
 * The messages of an event stream as its bytes arrive: each is a 12-byte prelude (total length, headers
 * length, prelude CRC), the headers, the payload and a message CRC. CRCs are not checked (TLS guards
 * the bytes on the way).
 */
export async function* readEventStream(body: AsyncIterable<Uint8Array>): AsyncGenerator<TEventMessage> {
  let buffer = new Uint8Array(0)
  for await (const chunk of body) {
    const joined = new Uint8Array(buffer.length + chunk.length)
    joined.set(buffer)
    joined.set(chunk, buffer.length)
    buffer = joined
    while (buffer.length >= 12) {
      const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength)
      const total = view.getUint32(0)
      if (buffer.length < total) break
      const headersLength = view.getUint32(4)
      yield {
        headers: readHeaders(buffer.subarray(12, 12 + headersLength)),
        payload: buffer.subarray(12 + headersLength, total - 4),
      }
      buffer = buffer.subarray(total)
    }
  }
}
