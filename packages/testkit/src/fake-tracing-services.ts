import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readOtlpProtobuf } from './otlp-proto-reader'

/**
 * One loopback server answering the ingestion APIs of Flowise's tracing services, each under its own path
 * (the credential's endpoint is `url`, or `url/<prefix>` where two services share a path): LangSmith
 * `/runs/batch`, Langfuse `/api/public/ingestion`, Lunary `/v1/runs/ingest`, LangWatch `/api/collector`,
 * Arize `/arize/v1/traces` and Phoenix `/phoenix/v1/traces` (OTLP protobuf, read back into spans), Opik
 * `/opik/v1/private/{traces,spans}/batch`. A request without the service's auth header is refused (401),
 * as the service would.
 */
export type TTracingService = 'langSmith' | 'langFuse' | 'lunary' | 'langWatch' | 'arize' | 'phoenix' | 'opik'
export type TTracedRequest = {
  service: TTracingService
  path: string
  headers: IncomingMessage['headers']
  /** JSON bodies parsed; OTLP protobuf read by `readOtlpProtobuf`. */
  body: unknown
}
export type FakeTracingServices = { url: string; received: TTracedRequest[]; close(): Promise<void> }

const ROUTES: { path: RegExp; service: TTracingService; auth: string; protobuf?: boolean }[] = [
  { path: /^\/runs\/batch$/, service: 'langSmith', auth: 'x-api-key' },
  { path: /^\/api\/public\/ingestion$/, service: 'langFuse', auth: 'authorization' },
  { path: /^\/v1\/runs\/ingest$/, service: 'lunary', auth: 'authorization' },
  { path: /^\/api\/collector$/, service: 'langWatch', auth: 'x-auth-token' },
  { path: /^\/arize\/v1\/traces$/, service: 'arize', auth: 'api_key', protobuf: true },
  { path: /^\/phoenix\/v1\/traces$/, service: 'phoenix', auth: 'api_key', protobuf: true },
  { path: /^\/opik\/v1\/private\/(traces|spans)\/batch$/, service: 'opik', auth: 'authorization' },
]

export async function startFakeTracingServices(): Promise<FakeTracingServices> {
  const received: TTracedRequest[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0] ?? '/'
      const route = ROUTES.find((r) => r.path.test(path))
      if (!route || req.method !== 'POST') return void res.writeHead(404).end()
      if (!req.headers[route.auth]) return void res.writeHead(401).end('{"message":"unauthorized"}')
      const raw = Buffer.concat(chunks)
      const body = route.protobuf ? readOtlpProtobuf(raw) : JSON.parse(raw.toString('utf8'))
      received.push({ service: route.service, path, headers: req.headers, body })
      res.writeHead(route.service === 'langFuse' ? 207 : 200, { 'content-type': 'application/json' })
      res.end(route.protobuf ? '' : '{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
