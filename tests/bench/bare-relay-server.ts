// The I/O of a streamed answer and nothing else, for `npm run bench:streams-floor`: a bare Node HTTP server
// that, for every POST, asks the model for a streamed answer (undici, as the server's model fetch), reads its
// event stream line by line and sends each token to the client through the server's own SseWriter (frames
// written together every 50 ms, packages/server/src/features/prediction/sse.ts). No framework, sign-in, flow,
// engine or database: what is left of the server's CPU per answer is theirs.
// Prints `{"port": …}` on its first stdout line; stops on SIGTERM.
import { createServer } from 'node:http'
import { Agent, request } from 'undici'
import { SseWriter } from '../../packages/server/src/features/prediction/sse'

const modelUrl = new URL(`${process.argv[2] ?? ''}/chat/completions`)
const models = new Agent({ connections: 1_000 })
const question = JSON.stringify({
  model: 'gpt-4o-mini',
  messages: [{ role: 'user', content: 'socks' }],
  stream: true,
  stream_options: { include_usage: true },
})

/** The model's answer, each token sent to the chat as it arrives. */
async function relay(sse: SseWriter): Promise<void> {
  const answer = await request(modelUrl, {
    method: 'POST',
    body: question,
    headers: { 'content-type': 'application/json' },
    dispatcher: models,
  })
  const decoder = new TextDecoder()
  let pending = ''
  const readLine = (line: string) => {
    const data = line.startsWith('data:') ? line.slice(5).trim() : ''
    if (data === '' || data === '[DONE]') return
    const token: unknown = (JSON.parse(data) as { choices?: { delta?: { content?: unknown } }[] })
      .choices?.[0]?.delta?.content
    if (typeof token === 'string' && token !== '') sse.send({ event: 'token', data: token })
  }
  answer.body.on('data', (chunk: Buffer) => {
    pending += decoder.decode(chunk, { stream: true })
    for (let end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n')) {
      readLine(pending.slice(0, end))
      pending = pending.slice(end + 1)
    }
  })
  await new Promise((resolve, reject) => answer.body.once('end', resolve).once('error', reject))
}

const server = createServer((req, res) => {
  const parts: Buffer[] = []
  req.on('data', (part: Buffer) => parts.push(part))
  req.once('end', () => {
    JSON.parse(Buffer.concat(parts).toString('utf8') || '{}')
    const sse = new SseWriter(res)
    relay(sse).then(
      () => {
        sse.send({ event: 'end', data: '[DONE]' })
        sse.end()
      },
      () => res.destroy(),
    )
  })
})
server.keepAliveTimeout = 60_000
server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' ? address?.port : 0 })}\n`)
})
process.once('SIGTERM', () => {
  server.closeAllConnections()
  server.close(() => process.exit(0))
})
