// A loopback server that records what reaches it (path and headers): an internal service a flow must not
// reach, or an attacker's host that must not receive a flow's credentials.
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export type RecordingServer = {
  /** `http://127.0.0.1:<port>` */
  readonly url: string
  readonly port: number
  readonly requests: { path: string; headers: IncomingHttpHeaders }[]
  close(): Promise<void>
}

/** `redirects` maps a path to the URL it answers 302 with; every other path answers `{"ok":true}`. */
export async function startRecordingServer(redirects: Record<string, string> = {}): Promise<RecordingServer> {
  const requests: RecordingServer['requests'] = []
  const server = createServer((req, res) => {
    const path = req.url ?? '/'
    requests.push({ path, headers: req.headers })
    const location = redirects[path.split('?')[0] ?? path]
    if (location) return res.writeHead(302, { location }).end()
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
