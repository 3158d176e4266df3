import { startLocalHttpServer, tokenize, type TLocalServer } from '@unikflow/testkit'

export type TFakeNemoGuardrails = TLocalServer & {
  /** Answers used one per request, before the default (`guarded: <last user message>`). */
  queue(...answers: string[]): void
}

type TGuardrailsRequest = {
  config_id?: string
  messages?: { role: string; content: string }[]
  stream?: boolean
}

/**
 * A NeMo Guardrails server on loopback with one configuration, `support`: `POST /v1/chat/completions` takes
 * `{ config_id, messages, stream }` and answers `{ messages: [{ role: 'assistant', content }] }`, or with
 * `stream` the answer's text in chunks (a word each), as the server streams it.
 */
export async function startFakeNemoGuardrails(): Promise<TFakeNemoGuardrails> {
  const queued: string[] = []
  const server = await startLocalHttpServer((req, res) => {
    const body = JSON.parse(req.body || '{}') as TGuardrailsRequest
    if (req.url !== '/v1/chat/completions') {
      res.writeHead(404)
      return res.end()
    }
    if (body.config_id !== 'support') {
      res.writeHead(422, { 'content-type': 'application/json' })
      return res.end(
        JSON.stringify({ detail: `Could not load the ${String(body.config_id)} guardrails configuration.` }),
      )
    }
    const lastUser = [...(body.messages ?? [])].reverse().find((m) => m.role === 'user')
    const answer = queued.shift() ?? `guarded: ${lastUser?.content ?? ''}`
    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' })
      return res.end(JSON.stringify({ messages: [{ role: 'assistant', content: answer }] }))
    }
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' })
    // A few milliseconds apart, so each chunk reaches the client as its own read.
    const tokens = tokenize(answer)
    const next = () => {
      const token = tokens.shift()
      if (token === undefined) return void res.end()
      res.write(token)
      setTimeout(next, 5)
    }
    next()
  })
  return Object.assign(server, { queue: (...answers: string[]) => void queued.push(...answers) })
}
