import { connect } from 'node:net'
import { createServer, request, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TChatflow, TChatSessionList, TRunSummary, TUnik } from '@unikflow/graph'
import type { DialectName } from '../../db/database'
import { createUnik, signUp, type Session } from '../../test/api-client'
import { buildTestApp, describeDialects, type TestApp } from '../../test/build-test-app'
import { fixtureFlowData, parseSse, runsClient } from '../../test/prediction-setup'
import { sseFrame, splitTokenData, SseWriter, SSE_CHUNK_BYTES, SSE_FLUSH_MS } from './sse'

describe('SSE framing', () => {
  it("writes Flowise's frames: `message:` for events, `message` for end and error", () => {
    expect(sseFrame({ event: 'token', data: 'Hi "x"' })).toBe(
      'message:\ndata:{"event":"token","data":"Hi \\"x\\""}\n\n',
    )
    expect(sseFrame({ event: 'end', data: '[DONE]' })).toBe(
      'message\ndata:{"event":"end","data":"[DONE]"}\n\n',
    )
    expect(sseFrame({ event: 'error', data: 'boom' })).toBe(
      'message\ndata:{"event":"error","data":"boom"}\n\n',
    )
  })

  it('splits token text above 64 KB into several tokens that join back', () => {
    const big = 'é'.repeat(100_000)
    const parts = splitTokenData(big)
    expect(parts.length).toBeGreaterThan(1)
    expect(parts.join('')).toBe(big)
    for (const p of parts) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(SSE_CHUNK_BYTES)
    expect(splitTokenData('short')).toEqual(['short'])
  })
})

/** A real HTTP exchange whose handler is `handle`; resolves with the body and the writes the response made. */
async function exchange(handle: (res: ServerResponse, writes: number[]) => Promise<void>) {
  /** The bytes of each write. */
  const writes: number[] = []
  const server = createServer((_req, res) => {
    const write = res.write.bind(res)
    // Counts the response's writes (Node's object, not ours): each is one system call on the socket.
    res.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
      writes.push(typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength)
      return write(chunk, ...rest)
    }) as typeof res.write
    void handle(res, writes)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  try {
    const body = await new Promise<string>((resolve, reject) => {
      request({ port, host: '127.0.0.1' }, (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (c: string) => (text += c))
        res.on('end', () => resolve(text))
      })
        .on('error', reject)
        .end()
    })
    return { body, writes }
  } finally {
    server.close()
  }
}

const nextTick = () => new Promise((r) => setImmediate(r))

describe('SSE writes', () => {
  it('sends the first frame at once and the frames of one flush interval together, in order', async () => {
    const tokens = Array.from({ length: 20 }, (_, i) => `w${i} `)
    let writesAfterFirst = -1
    let writesBeforeFlush = -1
    const { body, writes } = await exchange(async (res, seen) => {
      const sse = new SseWriter(res)
      sse.send({ event: 'start', data: '' })
      writesAfterFirst = seen.length
      // Tokens arriving in turns of their own, as a model's chunks do, within one flush interval.
      for (const data of tokens) {
        sse.send({ event: 'token', data })
        await nextTick()
      }
      writesBeforeFlush = seen.length
      await new Promise((r) => setTimeout(r, SSE_FLUSH_MS * 2))
      sse.send({ event: 'end', data: '[DONE]' })
      sse.end()
    })
    const expected = [
      sseFrame({ event: 'start', data: '' }),
      ...tokens.map((data) => sseFrame({ event: 'token', data })),
      sseFrame({ event: 'end', data: '[DONE]' }),
    ].join('')
    expect(body).toBe(expected)
    expect(writesAfterFirst).toBe(1)
    // Twenty tokens within the interval went out as far fewer writes than one each.
    expect(writes.length).toBeLessThan(6)
    expect(writesBeforeFlush).toBeLessThan(tokens.length)
  })

  it('keeps each write of a large frame within 64 KB, and ending writes what still waits', async () => {
    const big = 'é'.repeat(100_000)
    const { body, writes } = await exchange(async (res) => {
      const sse = new SseWriter(res)
      sse.send({ event: 'start', data: '' })
      sse.send({ event: 'token', data: 'a' })
      sse.send({ event: 'sourceDocuments', data: big })
      sse.send({ event: 'token', data: 'b' })
      sse.end()
    })
    expect(body).toBe(
      [
        sseFrame({ event: 'start', data: '' }),
        sseFrame({ event: 'token', data: 'a' }),
        sseFrame({ event: 'sourceDocuments', data: big }),
        sseFrame({ event: 'token', data: 'b' }),
      ].join(''),
    )
    for (const bytes of writes) expect(bytes).toBeLessThanOrEqual(SSE_CHUNK_BYTES)
  })
})

/** A server listening on a free port with a unik, a flow and a fake OpenAI, and the post call the groups of tests below share. */
function httpPredictionSuite(dialect: DialectName) {
  // Filled in by the hooks below: read inside hooks and tests only.
  const fx = {} as {
    fake: FakeOpenAI
    t: TestApp
    owner: Session
    unik: TUnik
    api: ReturnType<typeof runsClient>
    flow: TChatflow
    base: string
  }

  beforeAll(async () => {
    fx.fake = await startFakeOpenAI()
    fx.t = await buildTestApp(dialect)
    fx.owner = await signUp(fx.t.app, 'streamer@example.com')
    fx.unik = await createUnik(fx.t.app, fx.owner, 'Streams')
    fx.api = runsClient(fx.t.app, fx.unik.id)
    const credentialId = await fx.api.credential(fx.owner, 'openAIApi', {
      openAIApiKey: 'sk-fake',
      basePath: fx.fake.baseUrl,
    })
    fx.flow = await fx.api.flow(
      fx.owner,
      'Streamed conversation',
      fixtureFlowData('conversation-chain.json', { credentialId, credentialNodes: ['chatOpenAI'] }),
      { isPublic: true },
    )
    fx.base = await fx.t.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    // fetch (undici) may leave a connection that never sent a request after the aborted one; Node only
    // drops those after headersTimeout, so close them here rather than wait.
    fx.t.app.server.closeAllConnections()
    await fx.t.close()
    await fx.fake.close()
  })

  const post = (
    path: string,
    body: string | FormData,
    headers: Record<string, string> = {},
    signal?: AbortSignal,
  ) => fetch(`${fx.base}/api/v1/${path}`, { method: 'POST', body, headers, ...(signal ? { signal } : {}) })
  return Object.assign(fx, { post })
}

type HttpPredictionSuite = ReturnType<typeof httpPredictionSuite>

function streaming(fx: HttpPredictionSuite) {
  const { post } = fx
  it('keeps the CORS headers on a stream asked for from another origin (the embed widget)', async () => {
    fx.fake.queue({ content: 'hello there' })
    const res = await post(`prediction/${fx.flow.id}`, JSON.stringify({ question: 'hi', streaming: true }), {
      'content-type': 'application/json',
      origin: 'http://127.0.0.1:9',
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/event-stream')
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:9')
    await res.text()
  })

  it('streams start, tokens, metadata and end in order, as Flowise frames them', async () => {
    fx.fake.queue({ content: 'one two three' })
    const res = await post(
      `prediction/${fx.flow.id}`,
      JSON.stringify({ question: 'count', streaming: true }),
      {
        'content-type': 'application/json',
      },
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/event-stream')
    const text = await res.text()
    expect(text.startsWith('message:\ndata:{"event":"start"')).toBe(true)
    expect(text.endsWith('message\ndata:{"event":"end","data":"[DONE]"}\n\n')).toBe(true)
    const events = parseSse(text)
    const names = events.map((e) => e.event)
    expect(names[0]).toBe('start')
    expect(names.slice(-2)).toEqual(['metadata', 'end'])
    expect(names.slice(1, -2).every((n) => n === 'token')).toBe(true)
    const tokens = events.filter((e) => e.event === 'token').map((e) => e.data)
    expect(tokens.length).toBeGreaterThan(1)
    expect(tokens.join('')).toBe('one two three')
    const metadata = events.at(-2)?.data as Record<string, string>
    expect(metadata).toMatchObject({
      question: 'count',
      sessionId: metadata.chatId,
      memoryType: 'Buffer Memory',
    })
    const stored = await fx.t.database.db
      .selectFrom('chat_messages')
      .select(['id', 'content'])
      .where('id', '=', metadata.chatMessageId ?? '')
      .executeTakeFirst()
    expect(stored?.content).toBe('one two three')
  })

  it('answers a refused override (a flow refusing overrides not enabled) with 403 JSON, before any event', async () => {
    const strict = await fx.api.update(fx.owner, fx.flow, {
      apiConfig: JSON.stringify({ overrideConfig: { refuseNotEnabled: true } }),
    })
    const res = await post(
      `prediction/${fx.flow.id}`,
      JSON.stringify({ question: 'x', streaming: true, overrideConfig: { systemMessagePrompt: 'no' } }),
      { 'content-type': 'application/json' },
    )
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ code: 'OVERRIDE_NOT_ALLOWED' })
    fx.flow = await fx.api.update(fx.owner, strict, { apiConfig: null })
  })

  it("a run failing before any token answers a plain 422 naming the node (the flow's own fault)", async () => {
    const broken = await fx.api.flow(
      fx.owner,
      'Broken',
      fixtureFlowData('conversation-chain.json', {
        credentialId: 'deleted-credential',
        credentialNodes: ['chatOpenAI'],
      }),
      { isPublic: true },
    )
    const res = await post(`prediction/${broken.id}`, JSON.stringify({ question: 'x', streaming: true }), {
      'content-type': 'application/json',
    })
    expect(res.status).toBe(422)
    expect(await res.json()).toMatchObject({
      code: 'FLOW_INVALID',
      details: { kind: 'flow', nodeId: 'chatOpenAI_0' },
      message: expect.stringMatching(/chatOpenAI_0.*Credential deleted-credential not found/),
    })
  })
}

function disconnectsAndForms(fx: HttpPredictionSuite) {
  const { post } = fx
  it('stops the run when the client disconnects (trace "aborted", nothing stored)', async () => {
    let release: () => void = () => {}
    fx.fake.respondWith(() => new Promise((resolve) => (release = () => resolve({ content: 'too late' }))))
    const controller = new AbortController()
    const pending = post(
      `prediction/${fx.flow.id}`,
      JSON.stringify({ question: 'slow', chatId: 'gone', streaming: true }),
      { 'content-type': 'application/json' },
      controller.signal,
    ).catch((e: unknown) => e)
    await waitFor(async () => fx.fake.calls.some((c) => JSON.stringify(c.body).includes('slow')))
    controller.abort()
    await pending
    await new Promise((r) => setTimeout(r, 100))
    release()
    const run = await waitFor(async () => {
      const runs = (await fx.api.call(fx.owner, 'GET', `/chatflows/${fx.flow.id}/runs`)).json<TRunSummary[]>()
      return runs.find((r) => r.chatId === 'gone')
    })
    expect(run.status).toBe('aborted')
    const messages = (
      await fx.api.call(fx.owner, 'GET', `/chatflows/${fx.flow.id}/messages?chatId=gone`)
    ).json<TChatSessionList>()
    expect(messages.sessions).toEqual([])
    fx.fake.respondWith((req) => ({ content: `You said: ${String(req.messages.at(-1)?.content)}` }))
  })

  it('stops the run of a client that hung up before its request was even handled', async () => {
    let release: () => void = () => {}
    fx.fake.respondWith(() => new Promise((resolve) => (release = () => resolve({ content: 'too late' }))))
    const body = JSON.stringify({ question: 'bye', chatId: 'gone-early' })
    const { port } = new URL(fx.base)
    const socket = connect(Number(port), '127.0.0.1')
    await new Promise((resolve) => socket.once('connect', resolve))
    // The whole request, then the connection closed at once: the close reaches the server while it
    // still reads, authorises and loads the flow.
    socket.end(
      `POST /api/v1/prediction/${fx.flow.id} HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    )
    socket.destroy()
    const run = await waitFor(async () => {
      release()
      const runs = (await fx.api.call(fx.owner, 'GET', `/chatflows/${fx.flow.id}/runs`)).json<TRunSummary[]>()
      return runs.find((r) => r.chatId === 'gone-early')
    })
    expect(run.status).toBe('aborted')
    const messages = (
      await fx.api.call(fx.owner, 'GET', `/chatflows/${fx.flow.id}/messages?chatId=gone-early`)
    ).json<TChatSessionList>()
    expect(messages.sessions).toEqual([])
    fx.fake.respondWith((req) => ({ content: `You said: ${String(req.messages.at(-1)?.content)}` }))
  })

  it('accepts multipart form data: fields plus files, stored as the message uploads', async () => {
    fx.flow = await fx.api.update(fx.owner, fx.flow, {
      chatbotConfig: JSON.stringify({
        fullFileUpload: { status: true, allowedUploadFileTypes: 'text/plain' },
      }),
    })
    const form = new FormData()
    form.append('question', 'what is in the file?')
    form.append('chatId', 'with-files')
    form.append('overrideConfig[sessionId]', 'files-session')
    form.append('files', new Blob(['hello file'], { type: 'text/plain' }), 'notes.txt')
    const res = await post(`prediction/${fx.flow.id}`, form)
    expect(res.status, await res.clone().text()).toBe(200)
    // With the File upload tab on, the file's text goes to the model before the question (as Flowise).
    expect(await res.json()).toMatchObject({
      text: "You said: <doc name='notes.txt'>hello file</doc>\n\nwhat is in the file?",
      question: 'what is in the file?',
      chatId: 'with-files',
      sessionId: 'files-session',
    })
    const list = (
      await fx.api.call(fx.owner, 'GET', `/chatflows/${fx.flow.id}/messages?chatId=with-files`)
    ).json<TChatSessionList>()
    expect(list.sessions[0]?.messages[0]?.fileUploads).toEqual([
      { name: 'notes.txt', mime: 'text/plain', type: 'stored-file:full' },
    ])
    const bad = new FormData()
    bad.append('question', 'x')
    bad.append('history', '{not json')
    const refused = await post(`prediction/${fx.flow.id}`, bad)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ message: 'Invalid JSON in form field "history"' })
  })

  it('never parses a form for a flow the caller may not use', async () => {
    const hidden = await fx.api.flow(fx.owner, 'Hidden', fx.flow.flowData)
    const form = new FormData()
    form.append('question', 'x')
    form.append('files', new Blob(['x']), 'x.txt')
    expect((await post(`prediction/${hidden.id}`, form)).status).toBe(404)
  })
}

describeDialects('prediction over real HTTP (%s)', (dialect) => {
  const fx = httpPredictionSuite(dialect)
  describe('streaming and its answers before any event', () => streaming(fx))
  describe('client disconnects and multipart forms', () => disconnectsAndForms(fx))
})

async function waitFor<T>(probe: () => Promise<T | undefined | false>, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > until) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 25))
  }
}
