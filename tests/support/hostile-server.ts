// A loopback server that answers the way an attacker's would: a body that never ends, more bytes than it
// announces, a compression bomb. It counts what it sent and notices when the client hangs up.
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'

export type HostileServer = {
  readonly url: string
  /** Bytes written to the socket per path (wire bytes: compressed when compressed). */
  sent(path: string): number
  /** True once the client closed the connection of the last request to `path` before it ended. */
  hungUp(path: string): boolean
  close(): Promise<void>
}

const CHUNK = Buffer.alloc(64 * 1024, 'a')
/** 64 MB of zeros as gzip (~64 KB on the wire). */
const BOMB = gzipSync(Buffer.alloc(64 * 1024 * 1024), { level: 9 })
/** What `/huge` sends at most: far past any limit, yet a client without one ends a test instead of the machine. */
const HUGE_BYTES = 64 * 1024 * 1024
/** An empty deflate block flushed (Z_SYNC_FLUSH): bytes on the wire, nothing decoded. */
const EMPTY_BLOCK = Buffer.from([0x00, 0x00, 0x00, 0xff, 0xff])
/** A gzip header with nothing after it (a stream that goes on with empty blocks for ever). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0x03])

type Stats = { sent: number; hungUp: boolean }

/** Writes `next()` chunks while the client reads, until `next` gives nothing or the client leaves. */
function pump(res: ServerResponse, stats: Stats, next: () => Buffer | undefined): void {
  const write = () => {
    for (;;) {
      if (res.destroyed) return
      const chunk = next()
      if (!chunk) return void res.end()
      stats.sent += chunk.length
      if (!res.write(chunk)) return void res.once('drain', write)
    }
  }
  write()
}

export async function startHostileServer(): Promise<HostileServer> {
  const stats = new Map<string, Stats>()
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    const s: Stats = { sent: 0, hungUp: false }
    stats.set(path, s)
    res.on('close', () => {
      if (!res.writableFinished) s.hungUp = true
    })
    if (path === '/huge') {
      // Chunked, no Content-Length, as fast as the client reads.
      res.writeHead(200, { 'content-type': 'text/plain' })
      return pump(res, s, () => (s.sent < HUGE_BYTES ? CHUNK : undefined))
    }
    if (path === '/trickle') {
      // A kilobyte every 20 ms for ever: never big, never done.
      res.writeHead(200, { 'content-type': 'text/plain' })
      const timer = setInterval(() => {
        if (res.destroyed) return clearInterval(timer)
        s.sent += 1024
        res.write(CHUNK.subarray(0, 1024))
      }, 20)
      return
    }
    if (path === '/small-length') {
      // Content-Length says ~64 KB (true of the wire), the body it announces decodes to 64 MB.
      res.writeHead(200, {
        'content-type': 'text/plain',
        'content-encoding': 'gzip',
        'content-length': BOMB.length,
      })
      s.sent += BOMB.length
      return void res.end(BOMB)
    }
    if (path === '/gzip-bomb') {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
      let at = 0
      return pump(res, s, () => {
        if (at >= BOMB.length) return undefined
        const chunk = BOMB.subarray(at, at + 16 * 1024)
        at += chunk.length
        return chunk
      })
    }
    if (path === '/empty-gzip-forever') {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' })
      let first = true
      const blocks = Buffer.concat(Array.from({ length: 2048 }, () => EMPTY_BLOCK))
      return pump(res, s, () => {
        if (!first) return blocks
        first = false
        return GZIP_HEADER
      })
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    sent: (path) => stats.get(path)?.sent ?? 0,
    hungUp: (path) => stats.get(path)?.hungUp ?? false,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
