import { startLocalHttpServer, type TLocalServer } from './local-http-server'

/**
 * Replicate's predictions API: a model's latest version (`POST /v1/models/meta/llama-3-8b/predictions`)
 * answers at once with `Reply to: <prompt>` in pieces; a fixed version (`POST /v1/predictions`) is still
 * running and its `urls.get` answers `Polled answer`. Point the `replicateApi` credential's `basePath` at
 * `${url}/v1`; `requests` records every request.
 */
export async function startFakeReplicate(): Promise<TLocalServer> {
  const server: TLocalServer = await startLocalHttpServer((req, res) => {
    res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' })
    const prompt = req.method === 'POST' ? String(JSON.parse(req.body).input.prompt) : ''
    if (req.url === '/v1/models/meta/llama-3-8b/predictions')
      return res.end(JSON.stringify({ status: 'succeeded', output: ['Re', 'ply to: ', prompt] }))
    if (req.url === '/v1/predictions')
      return res.end(
        JSON.stringify({ status: 'processing', urls: { get: `${server.url}/v1/predictions/p1` } }),
      )
    res.end(JSON.stringify({ status: 'succeeded', output: ['Polled answer'] }))
  })
  return server
}
