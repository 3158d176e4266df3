import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type TLocalRequest = { method: string; url: string; headers: IncomingMessage['headers']; body: string }
export type TLocalServer = { url: string; requests: TLocalRequest[]; close(): Promise<void> }

/** A loopback HTTP server for tests of nodes that fetch user-given URLs (through the outbound guard). */
export async function startLocalHttpServer(
  handle: (req: TLocalRequest, res: ServerResponse) => void,
): Promise<TLocalServer> {
  const requests: TLocalRequest[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const entry = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      requests.push(entry)
      handle(entry, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        // Keep-alive connections a client pools would otherwise hold the close for seconds.
        server.closeAllConnections()
      }),
  }
}
