import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { ASSEMBLYAI_KEY, startFakeAssemblyAI, startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TChatflow, TPredictionResponse, TRun, TRunSummary, TUnik } from '@unikflow/graph'
import { createUnik, signUp, type Session } from '../../test/api-client'
import { buildTestApp, describeDialects, type TestApp } from '../../test/build-test-app'
import { fixtureFlowData, parseSse, predict, runsClient } from '../../test/prediction-setup'
import { FlowRateLimiter } from './rate-limiter'

type Received = { headers: IncomingMessage['headers']; body: unknown }

async function startCollector(): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) })
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/traces`, received, server }
}

async function waitFor<T>(probe: () => T | undefined, ms = 3000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = probe()
    if (value !== undefined) return value
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 20))
  }
}

describeDialects('flow configuration, enforced (%s)', (dialect) => {
  let fake: FakeOpenAI
  let t: TestApp
  let owner: Session
  let unik: TUnik
  let api: ReturnType<typeof runsClient>
  let flowData: string
  let credentialId: string
  let now = 1_000_000
  const publicFlow = (name: string, config: object = {}) =>
    api.flow(owner, name, flowData, { isPublic: true, ...config })
  const save = (flow: TChatflow, fields: object) =>
    api.call(owner, 'PUT', `/chatflows/${flow.id}`, { version: flow.version, ...fields })

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    t = await buildTestApp(dialect, {
      env: { UNIKFLOW_OUTBOUND_ALLOWLIST: '127.0.0.1' },
      rateLimiter: new FlowRateLimiter(() => now),
    })
    owner = await signUp(t.app, 'config-owner@example.com')
    unik = await createUnik(t.app, owner, 'Config')
    api = runsClient(t.app, unik.id)
    credentialId = await api.credential(owner, 'openAIApi', {
      openAIApiKey: 'sk-config',
      basePath: fake.baseUrl,
    })
    flowData = fixtureFlowData('conversation-chain.json', { credentialId, credentialNodes: ['chatOpenAI'] })
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  it('checks each tab on save with a clear message, and keeps what it accepts', async () => {
    const flow = await publicFlow('Validated')
    const refused: [object, RegExp][] = [
      [
        { speechToText: JSON.stringify({ openAIWhisper: { status: true, temperature: 1.5 } }) },
        /Temperature must be between 0 and 1/,
      ],
      [{ speechToText: JSON.stringify({ openAIWhisper: { language: 'english' } }) }, /ISO-639-1/],
      [
        { speechToText: JSON.stringify({ azureCognitive: { profanityFilterMode: 'loud' } }) },
        /profanityFilterMode/,
      ],
      [{ speechToText: JSON.stringify({ azureCognitive: { channels: 'left' } }) }, /Audio channels/],
      [
        { chatbotConfig: JSON.stringify({ allowedOrigins: ['example.com'] }) },
        /origins like https:\/\/example.com/,
      ],
      [
        { apiConfig: JSON.stringify({ rateLimit: { status: true, limitMax: 0, limitDuration: 1 } }) },
        /Message limit must be more than 0/,
      ],
      [{ apiConfig: JSON.stringify({ rateLimit: { status: true } }) }, /limit and duration are required/],
      [
        {
          chatbotConfig: JSON.stringify({ fullFileUpload: { status: true, allowedUploadFileTypes: 'pdf' } }),
        },
        /MIME types/,
      ],
      [
        {
          followUpPrompts: JSON.stringify({
            status: true,
            selectedProvider: 'chatOpenAI',
            chatOpenAI: { modelName: 'm' },
          }),
        },
        /credential is required/,
      ],
      [{ analytic: JSON.stringify({ openTelemetry: { status: true } }) }, /endpoint is required/],
      [{ analytic: '{nope' }, /Invalid analytic: not JSON/],
    ]
    for (const [fields, message] of refused) {
      const res = await save(flow, fields)
      expect(res.statusCode, JSON.stringify(fields)).toBe(400)
      expect(res.json<{ message: string }>().message).toMatch(message)
    }
    const stt = JSON.stringify({
      azureCognitive: {
        status: true,
        credentialId,
        language: 'ru',
        profanityFilterMode: 'Masked',
        channels: '0,1',
      },
    })
    const accepted = await save(flow, {
      speechToText: stt,
      chatbotConfig: JSON.stringify({ allowedOrigins: ['https://a.example', ''], title: 'Bot' }),
      apiConfig: JSON.stringify({
        rateLimit: { status: true, limitMax: '5', limitDuration: '60', limitMsg: 'Slow' },
      }),
    })
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json()).toMatchObject({ speechToText: stt })
    // Empty form fields are unset, not invalid.
    const blanks = await save(accepted.json<TChatflow>(), {
      apiConfig: JSON.stringify({
        rateLimit: { status: false, limitMax: '', limitDuration: '', limitMsg: '' },
      }),
      speechToText: JSON.stringify({ openAIWhisper: { status: false, temperature: '', language: '' } }),
    })
    expect(blanks.statusCode, blanks.body).toBe(200)
  })

  it('allowed domains: a listed Origin is answered (with CORS headers), another gets the configured message', async () => {
    const flow = await publicFlow('Domains', {
      chatbotConfig: JSON.stringify({
        allowedOrigins: ['https://good.example'],
        allowedOriginsError: 'Not on this site',
      }),
    })
    const from = (origin: string | undefined) =>
      predict(t.app, flow.id, { question: 'hi' }, { headers: origin ? { origin } : {} })
    const bad = await from('https://evil.example')
    expect(bad.statusCode).toBe(403)
    // As Flowise sends it: the configured text, which flowise-embed shows as it is.
    expect(bad.body).toBe('Not on this site')
    expect(bad.headers['content-type']).toMatch(/^text\/plain/)
    const badJson = await predict(
      t.app,
      flow.id,
      { question: 'hi' },
      { headers: { origin: 'https://evil.example', accept: 'application/json' } },
    )
    expect(badJson.json()).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED', message: 'Not on this site' })
    expect(bad.headers['access-control-allow-origin']).toBe('https://evil.example')
    const good = await from('https://good.example')
    expect(good.statusCode, good.body).toBe(200)
    expect(good.headers['access-control-allow-origin']).toBe('https://good.example')
    expect((await from(undefined)).statusCode).toBe(200)
    const config = await t.app.inject({
      method: 'GET',
      url: `/api/v1/public-chatbotConfig/${flow.id}`,
      headers: { origin: 'https://evil.example' },
    })
    expect(config.statusCode).toBe(403)
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: `/api/v1/prediction/${flow.id}`,
      headers: { origin: 'https://good.example', 'access-control-request-method': 'POST' },
    })
    expect(preflight.statusCode).toBe(204)
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': 'https://good.example',
      'access-control-allow-methods': expect.stringContaining('POST'),
      'access-control-allow-headers': expect.stringContaining('content-type'),
    })
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined()
    // A flow without a list answers any Origin.
    const open = await publicFlow('Open')
    expect(
      (await predict(t.app, open.id, { question: 'x' }, { headers: { origin: 'https://any.example' } }))
        .statusCode,
    ).toBe(200)
  })

  it('rate limit: 429 with the configured message after N messages per window and IP; proxy headers ignored by default', async () => {
    const flow = await publicFlow('Limited', {
      apiConfig: JSON.stringify({
        rateLimit: { status: true, limitMax: 2, limitDuration: 60, limitMsg: 'Slow down' },
      }),
    })
    const ask = (ip: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/prediction/${flow.id}`,
        payload: { question: 'x' },
        remoteAddress: ip,
        headers,
      })
    expect((await ask('10.0.0.1')).statusCode).toBe(200)
    expect((await ask('10.0.0.1')).statusCode).toBe(200)
    const limited = await ask('10.0.0.1', { 'x-forwarded-for': '203.0.113.9' })
    expect(limited.statusCode).toBe(429)
    expect(limited.body).toBe('Slow down')
    expect(limited.headers['retry-after']).toBe('60')
    expect((await ask('10.0.0.2')).statusCode).toBe(200)
    now += 60_000
    expect((await ask('10.0.0.1')).statusCode).toBe(200)
  })

  it('file upload: off refuses files, types and size are enforced with clear messages', async () => {
    const file = (mime: string, bytes: number, name = 'f') => ({
      data: Buffer.alloc(bytes, 97).toString('base64'),
      type: 'file',
      name,
      mime,
    })
    const off = await publicFlow('No uploads')
    const refused = await predict(t.app, off.id, { question: 'x', uploads: [file('text/plain', 10)] })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({
      code: 'UPLOAD_NOT_ALLOWED',
      message: 'File uploads are not enabled for this chatflow',
    })
    const on = await publicFlow('Uploads', {
      chatbotConfig: JSON.stringify({
        fullFileUpload: {
          status: true,
          allowedUploadFileTypes: 'text/plain,application/json',
          maxUploadSize: 0.001,
        },
      }),
    })
    const wrongType = await predict(t.app, on.id, {
      question: 'x',
      uploads: [file('text/html', 10, 'page.html')],
    })
    expect(wrongType.statusCode).toBe(400)
    expect(wrongType.json<{ message: string }>().message).toBe(
      'File type text/html of "page.html" is not allowed (allowed: text/plain, application/json)',
    )
    const tooBig = await predict(t.app, on.id, {
      question: 'x',
      uploads: [file('text/plain', 2000, 'big.txt')],
    })
    expect(tooBig.statusCode).toBe(413)
    expect(tooBig.json()).toMatchObject({
      code: 'UPLOAD_TOO_LARGE',
      message: 'File "big.txt" is larger than the 0.001 MB allowed',
    })
    expect(
      (await predict(t.app, on.id, { question: 'x', uploads: [file('text/plain', 100)] })).statusCode,
    ).toBe(200)
  })

  it('post processing: the sandboxed function gets $flow.rawOutput and chatHistory and replaces the answer', async () => {
    const code = 'return $flow.rawOutput.toUpperCase() + " [" + $flow.chatHistory.length + " before]"'
    const flow = await publicFlow('Post', {
      chatbotConfig: JSON.stringify({
        postProcessing: { enabled: true, customFunction: JSON.stringify(code) },
      }),
    })
    const first = await predict(t.app, flow.id, { question: 'hi', chatId: 'pp' })
    expect(first.json()).toMatchObject({ text: 'YOU SAID: HI [0 before]' })
    const second = await predict(t.app, flow.id, { question: 'again', chatId: 'pp' })
    expect(second.json()).toMatchObject({ text: 'YOU SAID: AGAIN [2 before]' })
    // A flow with post processing cannot stream: as Flowise, a stream request is answered JSON.
    const streamed = await predict(t.app, flow.id, { question: 'yo', streaming: true })
    expect(streamed.headers['content-type']).toMatch(/^application\/json/)
    expect(streamed.json()).toMatchObject({ text: 'YOU SAID: YO [0 before]' })
    // The canvas chat streams what it asks for: the processed answer as one token.
    const internal = await predict(t.app, flow.id, { question: 'yo', streaming: true }, { internal: owner })
    const tokens = parseSse(internal.body).filter((e) => e.event === 'token')
    expect(tokens.map((e) => e.data)).toEqual(['YOU SAID: YO [0 before]'])
    const check = await t.app.inject({ method: 'GET', url: `/api/v1/chatflows-streaming/${flow.id}` })
    expect(check.json()).toEqual({ isStreaming: false })
  })

  it('follow-up prompts: the configured model suggests three questions after the answer (JSON and SSE)', async () => {
    fake.respondWith((req) => {
      const last = String(req.messages.at(-1)?.content)
      return last.includes('"questions"')
        ? { content: 'Sure: {"questions": ["What next?", "Why?", "How much?"]}' }
        : { content: 'An answer' }
    })
    const flow = await publicFlow('Follow', {
      chatbotConfig: JSON.stringify({ followUpPrompts: { status: true } }),
      followUpPrompts: JSON.stringify({
        status: true,
        selectedProvider: 'chatOpenAI',
        chatOpenAI: {
          credentialId,
          modelName: 'gpt-follow',
          prompt: 'Conversation: {history}',
          temperature: 0.2,
        },
      }),
    })
    const res = await predict(t.app, flow.id, { question: 'tell me' })
    expect(res.json<TPredictionResponse>().followUpPrompts).toBe(
      JSON.stringify(['What next?', 'Why?', 'How much?']),
    )
    const call = fake.calls.findLast((c) => JSON.stringify(c.body).includes('gpt-follow'))
    expect(JSON.stringify(call?.body)).toContain('Conversation: User: tell me\\nAssistant: An answer')
    // The chat model node's own runtime made the call (LangChain's OpenAI client), with the node's settings and the
    // JSON instruction's braces reaching the model as written.
    expect(String(call?.headers['user-agent'])).toMatch(/^langchainjs-openai\//)
    expect(call?.body).toMatchObject({ model: 'gpt-follow', temperature: 0.2 })
    expect(JSON.stringify(call?.body)).toContain('{\\"questions\\": [')
    const streamed = await predict(t.app, flow.id, { question: 'tell me', streaming: true })
    const metadata = parseSse(streamed.body).find((e) => e.event === 'metadata')
    expect(metadata?.data).toMatchObject({ followUpPrompts: ['What next?', 'Why?', 'How much?'] })
    fake.respondWith((req) => ({ content: `You said: ${String(req.messages.at(-1)?.content)}` }))
  })

  it('speech to text: a recording is transcribed by the configured provider and asked as the question', async () => {
    const audio = {
      data: Buffer.from('RIFF-fake-audio').toString('base64'),
      type: 'audio',
      name: 'voice.webm',
      mime: 'audio/webm',
    }
    const off = await publicFlow('No STT')
    const refused = await predict(t.app, off.id, { question: '', uploads: [audio] })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ message: 'Speech to text is not enabled for this chatflow' })
    const flow = await publicFlow('STT', {
      speechToText: JSON.stringify({
        openAIWhisper: { status: true, credentialId, language: 'de', prompt: 'names', temperature: 0.3 },
      }),
    })
    const res = await predict(t.app, flow.id, { question: '', uploads: [audio] })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ question: 'transcribed audio', text: 'You said: transcribed audio' })
    const call = fake.calls.findLast((c) => c.path.endsWith('/audio/transcriptions'))
    expect(call?.headers.authorization).toBe('Bearer sk-config')
    expect(String(call?.body)).toMatch(/name="language"\r\n\r\nde\r\n/)
    expect(String(call?.body)).toMatch(/name="temperature"\r\n\r\n0.3\r\n/)
    expect(String(call?.body)).toContain('RIFF-fake-audio')
    // The same through multipart, as the widget's recorder sends it.
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' })
    try {
      const form = new FormData()
      form.append('question', '')
      form.append('files', new Blob(['RIFF-multipart'], { type: 'audio/webm' }), 'rec.webm')
      const multipart = await fetch(`${base}/api/v1/prediction/${flow.id}`, { method: 'POST', body: form })
      expect(await multipart.json()).toMatchObject({ question: 'transcribed audio' })
    } finally {
      t.app.server.closeAllConnections()
    }
  })

  it('speech to text with AssemblyAI: the recording is uploaded, transcribed in the flow’s language and asked', async () => {
    const assembly = await startFakeAssemblyAI()
    try {
      const assemblyCredential = await api.credential(owner, 'assemblyAIApi', {
        assemblyAIApiKey: ASSEMBLYAI_KEY,
        basePath: assembly.url,
      })
      const flow = await publicFlow('STT AssemblyAI', {
        speechToText: JSON.stringify({
          openAIWhisper: { status: false },
          assemblyAiTranscribe: { status: true, credentialId: assemblyCredential, language: 'de' },
        }),
      })
      const audio = {
        data: Buffer.from('RIFF-aai').toString('base64'),
        type: 'audio',
        name: 'v.webm',
        mime: 'audio/webm',
      }
      const res = await predict(t.app, flow.id, { question: '', uploads: [audio] })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toMatchObject({ question: 'transcribed: RIFF-aai [de]' })
      expect(assembly.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
        'POST /v2/upload',
        'POST /v2/transcript',
        'GET /v2/transcript/t1',
        'GET /v2/transcript/t1',
      ])
      expect(res.body).not.toContain(ASSEMBLYAI_KEY)
    } finally {
      await assembly.close()
    }
  })

  it('chatflow analysis: each run goes to the OTLP/HTTP collector as spans named after its nodes', async () => {
    const collector = await startCollector()
    try {
      const flow = await publicFlow('Traced', {
        analytic: JSON.stringify({
          openTelemetry: {
            status: true,
            endpoint: collector.url,
            headers: 'x-collector-token=abc',
            serviceName: 'bots',
          },
        }),
      })
      const res = await predict(t.app, flow.id, { question: 'trace me', chatId: 'traced' })
      expect(res.statusCode).toBe(200)
      const received = await waitFor(() => collector.received[0])
      expect(received.headers['x-collector-token']).toBe('abc')
      const body = received.body as {
        resourceSpans: {
          resource: { attributes: { key: string; value: { stringValue: string } }[] }
          scopeSpans: {
            spans: { name: string; traceId: string; parentSpanId?: string; startTimeUnixNano: string }[]
          }[]
        }[]
      }
      const [resource] = body.resourceSpans
      expect(resource?.resource.attributes).toContainEqual({
        key: 'service.name',
        value: { stringValue: 'bots' },
      })
      const spans = resource?.scopeSpans[0]?.spans ?? []
      const runs = (await api.call(owner, 'GET', `/chatflows/${flow.id}/runs`)).json<TRunSummary[]>()
      const run = (await api.call(owner, 'GET', `/chatflows/${flow.id}/runs/${runs[0]?.id}`)).json<TRun>()
      expect(spans[0]?.name).toBe('chatflow Traced')
      expect(spans.slice(1).map((s) => s.name)).toEqual(run.nodes.map((n) => n.label))
      expect(spans.slice(1).every((s) => s.parentSpanId && s.traceId === spans[0]?.traceId)).toBe(true)
      expect(spans[0]?.startTimeUnixNano).toMatch(/^\d{19}$/)
    } finally {
      collector.server.close()
    }
  })
})
