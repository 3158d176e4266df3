import { createHmac } from 'node:crypto'
import { fakeEmbedding } from './fake-embedding'
import { startLocalHttpServer, type TLocalServer } from './local-http-server'
import { forwardChat } from './forward-chat'

/** The Baidu AI Cloud keys the double knows. */
export const QIANFAN_KEYS = { qianfanAccessKey: 'bce-ak-1', qianfanSecretKey: 'bce-sk-1' }

const sha256Hex = (key: string, data: string) => createHmac('sha256', key).update(data).digest('hex')

/** Whether `authorization` is a valid `bce-auth-v1` signature of the request by QIANFAN_KEYS. */
function signedByKnownKeys(method: string, path: string, host: string, date: string, authorization: string) {
  const [version, accessKey, timestamp, lifetime, signedHeaders, signature] = authorization.split('/')
  if (version !== 'bce-auth-v1' || accessKey !== QIANFAN_KEYS.qianfanAccessKey || timestamp !== date)
    return false
  if (signedHeaders !== 'host;x-bce-date') return false
  const prefix = `bce-auth-v1/${accessKey}/${timestamp}/${lifetime}`
  const canonical = `${method}\n${path}\n\nhost:${encodeURIComponent(host)}\nx-bce-date:${encodeURIComponent(date)}`
  return sha256Hex(sha256Hex(QIANFAN_KEYS.qianfanSecretKey, prefix), canonical) === signature
}

/**
 * Baidu Qianfan's v2 API on loopback, for requests signed with QIANFAN_KEYS (`bce-auth-v1`, host and
 * x-bce-date signed): `/v2/embeddings` answers testkit's `fakeEmbedding` of each input (OpenAI's shape), and
 * `/v2/chat/completions` answers as the fake OpenAI at `chatUpstream` does.
 */
export function startFakeQianfan(chatUpstream?: string): Promise<TLocalServer> {
  return startLocalHttpServer((req, res) => {
    res.setHeader('content-type', 'application/json')
    const date = String(req.headers['x-bce-date'] ?? '')
    const host = String(req.headers.host ?? '')
    if (!signedByKnownKeys(req.method, req.url, host, date, String(req.headers.authorization ?? ''))) {
      res.writeHead(401)
      return res.end(
        JSON.stringify({ error: { code: 'invalid_iam_token', message: 'IAM Certification failed' } }),
      )
    }
    const body = JSON.parse(req.body) as { model: string; input?: string[] }
    if (req.url === '/v2/chat/completions' && chatUpstream) return void forwardChat(chatUpstream, body, res)
    if (req.url === '/v2/embeddings')
      return res.end(
        JSON.stringify({
          object: 'list',
          model: body.model,
          data: (body.input ?? []).map((text, index) => ({
            object: 'embedding',
            index,
            embedding: fakeEmbedding(text),
          })),
          usage: { prompt_tokens: 3, total_tokens: 3 },
        }),
      )
    res.writeHead(404)
    res.end('{}')
  })
}
