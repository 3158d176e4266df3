import { spawn } from 'node:child_process'
import type { Server as HttpServer } from 'node:http'
import type { Server, Socket } from 'node:net'

/**
 * More handles on the server's listening socket, so that a burst of new connections is let in while
 * the server is busy.
 *
 * Node 20's libuv accepts one connection per turn of the event loop and each listening handle (libuv
 * pull request 3696, "don't accept() connections in a loop"). Under load a turn takes 10 to 150 ms:
 * with 400 streams running, the 380 chats that opened their connection in the same second waited in the
 * kernel's accept queue for up to 10 s before the server saw their question (`npm run bench:streams`,
 * "first question let in"). Every other handle on the same socket takes one more connection per turn.
 *
 * Node 20 cannot open a second handle on a socket itself (no `dup`, no `reusePort`), but handing a
 * listening server to another process over IPC gives the receiver a new descriptor of the same socket.
 * So a short-lived helper process (started from this file's `HELPER`, no file of its own) is sent the
 * server once and sends it back `copies` times; each copy becomes a `net.Server` whose connections are
 * handed to the HTTP server as if it had accepted them (`'connection'`, as Node's docs allow). While
 * the helper holds the socket it may accept a connection itself: it sends such a connection back too,
 * unread (`pauseOnConnect`: what the helper read would be lost to the server, which then waited for a
 * request already sent), before it closes its copy and exits, so none is lost.
 */
const HELPER = `
process.once('message', ({ copies }, server) => {
  server.pauseOnConnect = true
  server.on('connection', (socket) => process.send('socket', socket))
  for (let i = 0; i < copies; i++) process.send('copy', server)
  process.send('copied', undefined, undefined, () => {
    server.close()
    process.send('end', undefined, undefined, () => process.exit(0))
  })
})
`

/** The handles added to an HTTP server's listening socket (none until `add`). */
export class AcceptHandles {
  readonly #added: Server[] = []

  constructor(private readonly server: HttpServer) {}

  /** How many handles were added. */
  get count(): number {
    return this.#added.length
  }

  /**
   * Adds `copies` handles to the server's listening socket; resolves when they accept, rejects when the
   * helper could not be started or did not finish within `timeoutMs` (the server works without them).
   */
  add(copies: number, timeoutMs = 10_000): Promise<void> {
    if (copies <= 0) return Promise.resolve()
    return new Promise((resolve, reject) => {
      // No environment: the helper needs none, and the server's secrets stay out of it.
      const helper = spawn(process.execPath, ['-e', HELPER], {
        env: {},
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      })
      const timer = setTimeout(() => {
        helper.kill()
        reject(new Error(`The accept-handles helper did not finish within ${timeoutMs} ms`))
      }, timeoutMs)
      const fail = (error: Error) => {
        clearTimeout(timer)
        reject(error)
      }
      helper.on('error', fail)
      helper.on('exit', (code) => {
        if (code !== 0) fail(new Error(`The accept-handles helper exited with ${code}`))
      })
      helper.on('message', (message: string, handle?: Server | Socket) => {
        if (message === 'copy' && handle) {
          const copy = handle as Server
          copy.on('connection', (socket: Socket) => this.server.emit('connection', socket))
          this.#added.push(copy)
        } else if (message === 'socket' && handle) this.server.emit('connection', handle)
        else if (message === 'end') {
          clearTimeout(timer)
          resolve()
        }
      })
      helper.send({ copies }, this.server)
    })
  }

  /** Stops the added handles accepting (the HTTP server's own is closed by its `close`). */
  close(): void {
    for (const copy of this.#added.splice(0)) copy.close()
  }
}
