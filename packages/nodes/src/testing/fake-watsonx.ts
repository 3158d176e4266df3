import { fakeEmbedding, startLocalHttpServer, type TLocalServer } from '@unikflow/testkit'

/** The IAM API key the double accepts, and the token it gives for it. */
export const WATSONX_API_KEY = 'ibm-iam-key'
const TOKEN = 'iam-token-1'

/**
 * IBM Cloud IAM and watsonx.ai on loopback: `POST /identity/token` exchanges `WATSONX_API_KEY` for a
 * token; `/ml/v1/text/generation` (answering `watsonx <model>: <input>`) and `/ml/v1/text/embeddings`
 * (testkit's `fakeEmbedding` of each input) want that token, or the bearer token `direct-token`.
 */
export function startFakeWatsonx(): Promise<TLocalServer> {
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
