import { startLocalHttpServer, type TLocalServer } from './local-http-server'

/**
 * Langfuse's prompt management on loopback: `GET /api/public/v2/prompts/<name>` answers the prompt of that
 * name as Langfuse does (`{ name, version, type, prompt, labels }`); 401 without Basic auth, 404 for a name
 * it does not hold. `prompts` maps a name to its text (a text prompt) or its messages (a chat prompt).
 */
export function startFakeLangfusePrompts(
  prompts: Record<string, string | { role: string; content: string }[]>,
): Promise<TLocalServer> {
  return startLocalHttpServer((req, res) => {
    const match = /^\/api\/public\/v2\/prompts\/([^/?]+)/.exec(req.url)
    if (!req.headers.authorization?.startsWith('Basic '))
      return void res.writeHead(401).end('{"message":"Unauthorized"}')
    const name = decodeURIComponent(match?.[1] ?? '')
    const prompt = match ? prompts[name] : undefined
    if (prompt === undefined) return void res.writeHead(404).end('{"message":"Prompt not found"}')
    const type = typeof prompt === 'string' ? 'text' : 'chat'
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ name, version: 1, type, prompt, labels: ['production'], config: {} }))
  })
}
