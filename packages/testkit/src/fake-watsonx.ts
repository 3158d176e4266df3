import type { ServerResponse } from 'node:http'
import { fakeEmbedding } from './fake-embedding'
import { startLocalHttpServer, type TLocalServer } from './local-http-server'
import { forwardChat } from './forward-chat'

/** The IAM API key the double accepts, and the token it gives for it. */
export const WATSONX_API_KEY = 'ibm-iam-key'
const TOKEN = 'iam-token-1'

/**
 * IBM Cloud IAM and watsonx.ai on loopback: `POST /identity/token` exchanges `WATSONX_API_KEY` for a
 * token; `/ml/v1/text/generation` (answering `watsonx <model>: <input>`) and `/ml/v1/text/embeddings`
 * (testkit's `fakeEmbedding` of each input) want that token, or the bearer token `direct-token`.
 * `/ml/v1/text/chat` and `/ml/v1/text/chat_stream` (watsonx's SSE: `id`, `event: message`, `data`, no
 * `[DONE]`) answer for the project `proj-1` as the fake OpenAI at `chatUpstream` does.
 */
export function startFakeWatsonx(chatUpstream?: string): Promise<TLocalServer> {
  return startLocalHttpServer((req, res) => {
    res.setHeader('content-type', 'application/json')
    const path = req.url.replace(/\?.*$/, '')
    if (path === '/identity/token') {
      const form = new URLSearchParams(req.body)
      if (form.get('apikey') !== WATSONX_API_KEY) {
        res.writeHead(400)
        return res.end(JSON.stringify({ errorMessage: 'Provided API key could not be found.' }))
      }
      return res.end(JSON.stringify({ access_token: TOKEN, expires_in: 3600, token_type: 'Bearer' }))
    }
    const auth = req.headers.authorization
    if (auth !== `Bearer ${TOKEN}` && auth !== 'Bearer direct-token') {
      res.writeHead(401)
      return res.end(JSON.stringify({ errors: [{ message: 'Failed to authenticate the request' }] }))
    }
    const body = JSON.parse(req.body) as { input?: string; inputs?: string[]; model_id: string }
    if (chatUpstream && (path === '/ml/v1/text/chat' || path === '/ml/v1/text/chat_stream'))
      return void answerChat(chatUpstream, path.endsWith('_stream'), JSON.parse(req.body), res)
    if (path === '/ml/v1/text/generation')
      return res.end(
        JSON.stringify({
          model_id: body.model_id,
          results: [
            {
              generated_text: `watsonx ${body.model_id}: ${body.input ?? ''}`,
              generated_token_count: 6,
              input_token_count: 3,
              stop_reason: 'eos_token',
            },
          ],
        }),
      )
    if (path === '/ml/v1/text/embeddings')
      return res.end(
        JSON.stringify({
          model_id: body.model_id,
          results: (body.inputs ?? []).map((t) => ({ embedding: fakeEmbedding(t) })),
          input_token_count: 4,
        }),
      )
    res.writeHead(404)
    res.end('{}')
  })
}

/** An `ibmWatsonx` credential for the double at `url`: IAM by default, or the given fields. */
export function watsonxCredential(url: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    version: '2024-05-31',
    serviceUrl: url,
    projectId: 'proj-1',
    watsonxAIAuthType: 'iam',
    watsonxAIApikey: WATSONX_API_KEY,
    iamUrl: `${url}/identity/token`,
    ...extra,
  }
}

/** A chat request as watsonx.ai takes it (`model_id`, `project_id`), answered by the fake OpenAI. */
function answerChat(upstream: string, stream: boolean, body: Record<string, unknown>, res: ServerResponse) {
  if (
    body.project_id !== 'proj-1' ||
    typeof body.model_id !== 'string' ||
    'model' in body ||
    'stream' in body
  ) {
    res.writeHead(400)
    return res.end(JSON.stringify({ errors: [{ code: 'json_validation_error', message: 'invalid body' }] }))
  }
  const { model_id: model, project_id: _project, ...rest } = body
  let id = 0
  return forwardChat(upstream, { ...rest, model, stream }, res, (data) =>
    data.startsWith('[DONE]') ? undefined : `id: ${++id}\nevent: message\ndata: ${data}\n\n`,
  )
}
