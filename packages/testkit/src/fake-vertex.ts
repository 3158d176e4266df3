import { createVerify, generateKeyPairSync, type KeyPairKeyObjectResult } from 'node:crypto'
import { fakeEmbedding } from './fake-embedding'
import { startLocalHttpServer, type TLocalServer } from './local-http-server'
import { forwardChat } from './forward-chat'

export type TFakeVertex = TLocalServer & {
  /** A service account key's JSON whose `token_uri` is the double's and whose key it verifies. */
  readonly keyJson: string
}

const TOKEN = 'vertex-token-1'

/** The claims of a JWT the double's public key verifies (RS256), or undefined. */
function verifiedClaims(jwt: string, publicKey: string): Record<string, unknown> | undefined {
  const [head = '', claims = '', signature = ''] = jwt.split('.')
  const ok = createVerify('RSA-SHA256')
    .update(`${head}.${claims}`)
    .verify(publicKey, Buffer.from(signature, 'base64url'))
  return ok
    ? (JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Record<string, unknown>)
    : undefined
}

/**
 * The service account's key pair, made once per process: an RSA key takes from tens of milliseconds to
 * seconds to generate, and no test needs a key of its own (each double checks its own token URL).
 */
let keyPair: KeyPairKeyObjectResult | undefined
const serviceAccountKeys = () => (keyPair ??= generateKeyPairSync('rsa', { modulusLength: 2048 }))

const OPENAPI_CHAT = /^\/v1\/projects\/[^/]+\/locations\/[^/]+\/endpoints\/openapi\/chat\/completions$/

/**
 * Google's token endpoint and Vertex AI on loopback. `POST /token` gives a token for a JWT signed with the
 * key of `keyJson` (issuer its client_email, audience the token URL); `…/models/<m>:generateContent`
 * answers `vertex <m>: <text>` and `…:predict` testkit's `fakeEmbedding` of each instance, for that token.
 * Vertex AI's OpenAI-compatible chat (`…/endpoints/openapi/chat/completions`) answers as the fake OpenAI
 * at `chatUpstream` (its `/v1/chat/completions` URL) does.
 */
export async function startFakeVertex(chatUpstream?: string): Promise<TFakeVertex> {
  const { privateKey, publicKey } = serviceAccountKeys()
  const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString()
  let tokenUrl = ''
  const server = await startLocalHttpServer((req, res) => {
    res.setHeader('content-type', 'application/json')
    if (req.url === '/token') {
      const form = new URLSearchParams(req.body)
      const claims = verifiedClaims(form.get('assertion') ?? '', pem)
      if (!claims || claims.iss !== 'svc@proj.iam.gserviceaccount.com' || claims.aud !== tokenUrl) {
        res.writeHead(400)
        return res.end(JSON.stringify({ error: 'invalid_grant' }))
      }
      return res.end(JSON.stringify({ access_token: TOKEN, expires_in: 3599, token_type: 'Bearer' }))
    }
    if (req.headers.authorization !== `Bearer ${TOKEN}`) {
      res.writeHead(401)
      return res.end(
        JSON.stringify({ error: { code: 401, message: 'Request had invalid authentication credentials.' } }),
      )
    }
    if (chatUpstream && OPENAPI_CHAT.test(req.url))
      return void forwardChat(chatUpstream, JSON.parse(req.body), res)
    const route = /\/models\/([^/:]+):(generateContent|predict)$/.exec(req.url)
    const body = JSON.parse(req.body) as {
      contents?: { parts: { text: string }[] }[]
      instances?: { content: string }[]
    }
    if (route?.[2] === 'generateContent')
      return res.end(
        JSON.stringify({
          candidates: [
            {
              content: {
                role: 'model',
                parts: [{ text: `vertex ${route[1]}: ${body.contents?.[0]?.parts[0]?.text ?? ''}` }],
              },
            },
          ],
          usageMetadata: { promptTokenCount: 4, candidatesTokenCount: 5, totalTokenCount: 9 },
        }),
      )
    if (route?.[2] === 'predict')
      return res.end(
        JSON.stringify({
          predictions: (body.instances ?? []).map((i) => ({
            embeddings: {
              values: fakeEmbedding(i.content),
              statistics: { token_count: 2, truncated: false },
            },
          })),
        }),
      )
    res.writeHead(404)
    res.end('{}')
  })
  tokenUrl = `${server.url}/token`
  const keyJson = JSON.stringify({
    type: 'service_account',
    project_id: 'proj-x',
    private_key_id: 'k1',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    client_email: 'svc@proj.iam.gserviceaccount.com',
    token_uri: tokenUrl,
  })
  return Object.assign(server, { keyJson })
}
