import { createHash, createHmac } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { crc32 } from 'node:zlib'
import { isRecord } from './fake-json-server'
import { fakeEmbedding } from './fake-openai-server'

export interface BedrockCall {
  path: string
  headers: IncomingMessage['headers']
  body: unknown
  /** The Authorization header's SigV4 signature matched the one computed here from the request. */
  signatureValid: boolean
}

export interface FakeBedrock {
  url: string
  /** Access key id and secret the double accepts. */
  accessKeyId: string
  secretAccessKey: string
  calls: BedrockCall[]
  close(): Promise<void>
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest()
const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/** Recomputes the request's SigV4 signature from what arrived (method, raw path, signed headers, body). */
function verifySignature(req: IncomingMessage, body: Buffer, secret: string): boolean {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=[^/]+\/([^,]+), SignedHeaders=([^,]+), Signature=([0-9a-f]+)$/.exec(
      String(req.headers.authorization ?? ''),
    )
  if (!auth) return false
  const [, scope = '', signed = '', signature = ''] = auth
  const [day = '', region = '', service = ''] = scope.split('/')
  const names = signed.split(';')
  const stamp = String(req.headers['x-amz-date'] ?? '')
  const path = (req.url ?? '/').replace(/\?.*$/, '')
  const canonical = [
    req.method ?? 'POST',
    path.split('/').map(encode).join('/'),
    '',
    ...names.map((n) => `${n}:${String(req.headers[n] ?? '').trim()}`),
    '',
    signed,
    sha256Hex(body),
  ].join('\n')
  const toSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonical)].join('\n')
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), 'aws4_request')
  return createHmac('sha256', key).update(toSign).digest('hex') === signature
}

/** One event stream message with string headers and a JSON payload, CRCs included. */
function eventFrame(headers: Record<string, string>, payload: unknown): Buffer {
  const head = Buffer.concat(
    Object.entries(headers).map(([name, value]) => {
      const n = Buffer.from(name)
      const v = Buffer.from(value)
      const len = Buffer.alloc(2)
      len.writeUInt16BE(v.length)
      return Buffer.concat([Buffer.from([n.length]), n, Buffer.from([7]), len, v])
    }),
  )
  const body = Buffer.from(JSON.stringify(payload))
  const total = 12 + head.length + body.length + 4
  const prelude = Buffer.alloc(8)
  prelude.writeUInt32BE(total, 0)
  prelude.writeUInt32BE(head.length, 4)
  const preludeCrc = Buffer.alloc(4)
  preludeCrc.writeUInt32BE(crc32(prelude))
  const message = Buffer.concat([prelude, preludeCrc, head, body])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(message))
  return Buffer.concat([message, crc])
}

/**
 * `POST /model/<id>/invoke` of an embedding model: Titan's `{ inputText }` → `{ embedding }`, Cohere's
 * `{ texts, input_type }` → `{ embeddings }`, each vector `fakeEmbedding` of its text; undefined for other paths.
 */
function invokeEmbeddings(path: string, body: unknown): Record<string, unknown> | undefined {
  const route = /^\/model\/([^/]+)\/invoke$/.exec(path)
  if (!route || !isRecord(body)) return undefined
  const model = decodeURIComponent(route[1] ?? '')
  if (model.startsWith('cohere.') && Array.isArray(body.texts))
    return {
      id: 'e1',
      response_type: 'embeddings_floats',
      embeddings: body.texts.map((t) => fakeEmbedding(String(t))),
    }
  if (typeof body.inputText === 'string')
    return { embedding: fakeEmbedding(body.inputText), inputTextTokenCount: 3 }
  return undefined
}

/** The knowledge base the double's Retrieve answers from: three chunks, each in its S3 file. */
const FAKE_KNOWLEDGE_BASE = [
  {
    text: 'Refunds are paid within 14 days of the return.',
    uri: 's3://handbook/refunds.txt',
    topic: 'money',
  },
  {
    text: 'Gift cards never expire and can be used online.',
    uri: 's3://handbook/gift-cards.txt',
    topic: 'money',
  },
  {
    text: 'Shipping to Europe takes five working days.',
    uri: 's3://handbook/shipping.txt',
    topic: 'delivery',
  },
]

const words = (text: string) => new Set(text.toLowerCase().match(/[a-z0-9]+/g) ?? [])

/**
 * `POST /knowledgebases/<id>/retrieve` of Bedrock Agent Runtime: the chunks of FAKE_KNOWLEDGE_BASE that share
 * words with `retrievalQuery.text`, most shared first, at most `numberOfResults`, kept by an `equals`
 * filter on their `topic` metadata; undefined for other paths.
 */
function retrieve(path: string, body: unknown): Record<string, unknown> | undefined {
  if (!/^\/knowledgebases\/[^/]+\/retrieve$/.test(path) || !isRecord(body)) return undefined
  const query = isRecord(body.retrievalQuery) ? words(String(body.retrievalQuery.text ?? '')) : new Set()
  const config = isRecord(body.retrievalConfiguration) ? body.retrievalConfiguration : {}
  const search = isRecord(config.vectorSearchConfiguration) ? config.vectorSearchConfiguration : {}
  const limit = typeof search.numberOfResults === 'number' ? search.numberOfResults : 5
  const equals = isRecord(search.filter) && isRecord(search.filter.equals) ? search.filter.equals : undefined
  const results = FAKE_KNOWLEDGE_BASE.filter(
    (c) => !equals || (equals.key === 'topic' && equals.value === c.topic),
  )
    .map((c) => ({ c, score: [...words(c.text)].filter((w) => query.has(w)).length }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ c, score }) => ({
      content: { text: c.text },
      location: { type: 'S3', s3Location: { uri: c.uri } },
      score: score / 10,
      metadata: { topic: c.topic, 'x-amz-bedrock-kb-source-uri': c.uri },
    }))
  return { retrievalResults: results }
}

/**
 * Bedrock's Converse API on loopback: `POST /model/<id>/converse` answers JSON and
 * `/model/<id>/converse-stream` an event stream (`messageStart`, a `contentBlockDelta` per 4 characters,
 * `messageStop`, `metadata`). The answer is `Bedrock <model>: <last user text>`. Embedding models answer
 * `/model/<id>/invoke` (see invokeEmbeddings); knowledge bases answer Retrieve (see retrieve). A request whose SigV4
 * signature (for `accessKeyId`/`secretAccessKey`) does not verify gets 403; every call is recorded.
 */
export async function startFakeBedrock(): Promise<FakeBedrock> {
  const accessKeyId = 'AKIDFAKEBEDROCK'
  const secretAccessKey = 'fake-bedrock-secret'
  const calls: BedrockCall[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const raw = Buffer.concat(chunks)
      const body: unknown = raw.length ? JSON.parse(raw.toString('utf8')) : null
      const path = req.url ?? '/'
      const signatureValid =
        String(req.headers.authorization ?? '').includes(`Credential=${accessKeyId}/`) &&
        verifySignature(req, raw, secretAccessKey)
      calls.push({ path, headers: req.headers, body, signatureValid })
      if (!signatureValid) {
        res.writeHead(403, { 'content-type': 'application/json' })
        return res.end(JSON.stringify({ message: 'The request signature we calculated does not match' }))
      }
      const embedded = invokeEmbeddings(path, body) ?? retrieve(path, body)
      if (embedded) {
        res.writeHead(200, { 'content-type': 'application/json' })
        return res.end(JSON.stringify(embedded))
      }
      const route = /^\/model\/([^/]+)\/(converse|converse-stream)$/.exec(path)
      if (!route || req.method !== 'POST') {
        res.writeHead(404)
        return res.end()
      }
      const messages = isRecord(body) && Array.isArray(body.messages) ? body.messages : []
      const last = messages.filter((m) => isRecord(m) && m.role === 'user').at(-1)
      const content = isRecord(last) && Array.isArray(last.content) ? last.content : []
      const question = content.map((c) => (isRecord(c) ? String(c.text ?? '') : '')).join(' ')
      const answer = `Bedrock ${decodeURIComponent(route[1] ?? '')}: ${question}`
      const usage = { inputTokens: 7, outputTokens: 5, totalTokens: 12 }
      if (route[2] === 'converse') {
        res.writeHead(200, { 'content-type': 'application/json' })
        return res.end(
          JSON.stringify({
            output: { message: { role: 'assistant', content: [{ text: answer }] } },
            stopReason: 'end_turn',
            usage,
          }),
        )
      }
      res.writeHead(200, { 'content-type': 'application/vnd.amazon.eventstream' })
      const event = (type: string, payload: unknown) =>
        res.write(
          eventFrame(
            { ':event-type': type, ':content-type': 'application/json', ':message-type': 'event' },
            payload,
          ),
        )
      event('messageStart', { role: 'assistant' })
      for (let i = 0; i < answer.length; i += 4)
        event('contentBlockDelta', { contentBlockIndex: 0, delta: { text: answer.slice(i, i + 4) } })
      event('contentBlockStop', { contentBlockIndex: 0 })
      event('messageStop', { stopReason: 'end_turn' })
      event('metadata', { usage, metrics: { latencyMs: 1 } })
      res.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    accessKeyId,
    secretAccessKey,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
