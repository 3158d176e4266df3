import { Readable } from 'node:stream'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { boundedBody, isDecodable, ResponseTooLargeError } from './bounded-body'

const read = async (body: Readable) => {
  const chunks: Buffer[] = []
  for await (const chunk of body) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** A source that would go on for ever, noting whether it was torn down. */
function endless(chunk: Buffer) {
  const state = { destroyed: false, pulled: 0 }
  const stream = new Readable({
    read() {
      state.pulled += chunk.length
      this.push(chunk)
    },
    destroy(error, done) {
      state.destroyed = true
      done(error)
    },
  })
  return { stream, state }
}

describe('boundedBody', () => {
  it('passes a body within the limit as it is', async () => {
    expect((await read(boundedBody(Readable.from([Buffer.from('hello')]), null, 5))).toString()).toBe('hello')
  })

  it('fails a body that never ends once past the limit, and tears the source down', async () => {
    const { stream, state } = endless(Buffer.alloc(1024, 'a'))
    await expect(read(boundedBody(stream, null, 10_000))).rejects.toBeInstanceOf(ResponseTooLargeError)
    expect(state.destroyed).toBe(true)
    expect(state.pulled).toBeLessThan(1024 * 1024)
  })

  it('unpacks gzip and stops a bomb at the unpacked limit', async () => {
    const bomb = gzipSync(Buffer.alloc(8 * 1024 * 1024))
    expect(bomb.length).toBeLessThan(64 * 1024)
    await expect(read(boundedBody(Readable.from([bomb]), 'gzip', 1024 * 1024))).rejects.toThrow(
      /larger than 1 MB; it was not read further/,
    )
    const small = gzipSync(Buffer.from('small page'))
    expect((await read(boundedBody(Readable.from([small]), 'gzip', 1024))).toString()).toBe('small page')
  })

  it('stops a compressed stream that unpacks to nothing by its size on the wire', async () => {
    const header = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0x03])
    const empty = Buffer.concat(Array.from({ length: 1000 }, () => Buffer.from([0, 0, 0, 0xff, 0xff])))
    let first = true
    const stream = new Readable({
      read() {
        this.push(first ? header : empty)
        first = false
      },
    })
    await expect(read(boundedBody(stream, 'gzip', 100_000))).rejects.toThrow(/as sent \(compressed\)/)
  })

  it('stops reading when the signal aborts', async () => {
    const { stream, state } = endless(Buffer.alloc(16, 'a'))
    const controller = new AbortController()
    const body = boundedBody(stream, null, Number.MAX_SAFE_INTEGER, controller.signal)
    const reading = read(body)
    controller.abort()
    await expect(reading).rejects.toThrow(/abort/i)
    expect(state.destroyed).toBe(true)
  })

  it('knows which encodings it unpacks', () => {
    expect(isDecodable('gzip')).toBe(true)
    expect(isDecodable('br, gzip')).toBe(true)
    expect(isDecodable('identity')).toBe(false)
    expect(isDecodable('zstd-unknown')).toBe(false)
    expect(isDecodable(null)).toBe(false)
  })
})
