import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import type { TPredictionResponse, TRun, TRunSummary } from '@unikflow/graph'
import { ASSEMBLYAI_KEY, startFakeAssemblyAI } from '@unikflow/testkit'
import { describeDialects } from '../../test/build-test-app'
import { flowConfigSuite, type FlowConfigSuite } from '../../test/flow-config-suite'
import { parseSse, predict } from '../../test/prediction-setup'

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

function answerProcessing(fx: FlowConfigSuite) {
  const { publicFlow } = fx
  it('post processing: the sandboxed function gets $flow.rawOutput and chatHistory and replaces the answer', async () => {
    const code = 'return $flow.rawOutput.toUpperCase() + " [" + $flow.chatHistory.length + " before]"'
    const flow = await publicFlow('Post', {
      chatbotConfig: JSON.stringify({
        postProcessing: { enabled: true, customFunction: JSON.stringify(code) },
      }),
    })
    const first = await predict(fx.t.app, flow.id, { question: 'hi', chatId: 'pp' })
    expect(first.json()).toMatchObject({ text: 'YOU SAID: HI [0 before]' })
    const second = await predict(fx.t.app, flow.id, { question: 'again', chatId: 'pp' })
    expect(second.json()).toMatchObject({ text: 'YOU SAID: AGAIN [2 before]' })
    // A flow with post processing cannot stream: as Flowise, a stream request is answered JSON.
    const streamed = await predict(fx.t.app, flow.id, { question: 'yo', streaming: true })
    expect(streamed.headers['content-type']).toMatch(/^application\/json/)
    expect(streamed.json()).toMatchObject({ text: 'YOU SAID: YO [0 before]' })
    // The canvas chat streams what it asks for: the processed answer as one token.
    const internal = await predict(
      fx.t.app,
      flow.id,
      { question: 'yo', streaming: true },
      { internal: fx.owner },
    )
    const tokens = parseSse(internal.body).filter((e) => e.event === 'token')
    expect(tokens.map((e) => e.data)).toEqual(['YOU SAID: YO [0 before]'])
    const check = await fx.t.app.inject({ method: 'GET', url: `/api/v1/chatflows-streaming/${flow.id}` })
    expect(check.json()).toEqual({ isStreaming: false })
  })

  it('follow-up prompts: the configured model suggests three questions after the answer (JSON and SSE)', async () => {
    fx.fake.respondWith((req) => {
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
          credentialId: fx.credentialId,
          modelName: 'gpt-follow',
          prompt: 'Conversation: {history}',
          temperature: 0.2,
        },
      }),
    })
    const res = await predict(fx.t.app, flow.id, { question: 'tell me' })
    expect(res.json<TPredictionResponse>().followUpPrompts).toBe(
      JSON.stringify(['What next?', 'Why?', 'How much?']),
    )
    const call = fx.fake.calls.findLast((c) => JSON.stringify(c.body).includes('gpt-follow'))
    expect(JSON.stringify(call?.body)).toContain('Conversation: User: tell me\\nAssistant: An answer')
    // The chat model node's own runtime made the call (its request: the credential's key, the node's settings),
    // the JSON instruction's braces reaching the model as written.
    expect(call?.headers.authorization).toBe('Bearer sk-config')
    expect(call?.body).toMatchObject({ model: 'gpt-follow', temperature: 0.2 })
    expect(JSON.stringify(call?.body)).toContain('{\\"questions\\": [')
    const streamed = await predict(fx.t.app, flow.id, { question: 'tell me', streaming: true })
    const metadata = parseSse(streamed.body).find((e) => e.event === 'metadata')
    expect(metadata?.data).toMatchObject({ followUpPrompts: ['What next?', 'Why?', 'How much?'] })
    fx.fake.respondWith((req) => ({ content: `You said: ${String(req.messages.at(-1)?.content)}` }))
  })
}

function speechAndAnalysis(fx: FlowConfigSuite) {
  const { publicFlow } = fx
  it('speech to text: a recording is transcribed by the configured provider and asked as the question', async () => {
    const audio = {
      data: Buffer.from('RIFF-fake-audio').toString('base64'),
      type: 'audio',
      name: 'voice.webm',
      mime: 'audio/webm',
    }
    const off = await publicFlow('No STT')
    const refused = await predict(fx.t.app, off.id, { question: '', uploads: [audio] })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ message: 'Speech to text is not enabled for this chatflow' })
    const flow = await publicFlow('STT', {
      speechToText: JSON.stringify({
        openAIWhisper: {
          status: true,
          credentialId: fx.credentialId,
          language: 'de',
          prompt: 'names',
          temperature: 0.3,
        },
      }),
    })
    const res = await predict(fx.t.app, flow.id, { question: '', uploads: [audio] })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ question: 'transcribed audio', text: 'You said: transcribed audio' })
    const call = fx.fake.calls.findLast((c) => c.path.endsWith('/audio/transcriptions'))
    expect(call?.headers.authorization).toBe('Bearer sk-config')
    expect(String(call?.body)).toMatch(/name="language"\r\n\r\nde\r\n/)
    expect(String(call?.body)).toMatch(/name="temperature"\r\n\r\n0.3\r\n/)
    expect(String(call?.body)).toContain('RIFF-fake-audio')
    // The same through multipart, as the widget's recorder sends it.
    const base = await fx.t.app.listen({ port: 0, host: '127.0.0.1' })
    try {
      const form = new FormData()
      form.append('question', '')
      form.append('files', new Blob(['RIFF-multipart'], { type: 'audio/webm' }), 'rec.webm')
      const multipart = await fetch(`${base}/api/v1/prediction/${flow.id}`, { method: 'POST', body: form })
      expect(await multipart.json()).toMatchObject({ question: 'transcribed audio' })
    } finally {
      fx.t.app.server.closeAllConnections()
    }
  })

  it('speech to text with AssemblyAI: the recording is uploaded, transcribed in the flow’s language and asked', async () => {
    const assembly = await startFakeAssemblyAI()
    try {
      const assemblyCredential = await fx.api.credential(fx.owner, 'assemblyAIApi', {
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
      const res = await predict(fx.t.app, flow.id, { question: '', uploads: [audio] })
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
      const res = await predict(fx.t.app, flow.id, { question: 'trace me', chatId: 'traced' })
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
      const runs = (await fx.api.call(fx.owner, 'GET', `/chatflows/${flow.id}/runs`)).json<TRunSummary[]>()
      const run = (
        await fx.api.call(fx.owner, 'GET', `/chatflows/${flow.id}/runs/${runs[0]?.id}`)
      ).json<TRun>()
      expect(spans[0]?.name).toBe('chatflow Traced')
      expect(spans.slice(1).map((s) => s.name)).toEqual(run.nodes.map((n) => n.label))
      expect(spans.slice(1).every((s) => s.parentSpanId && s.traceId === spans[0]?.traceId)).toBe(true)
      expect(spans[0]?.startTimeUnixNano).toMatch(/^\d{19}$/)
    } finally {
      collector.server.close()
    }
  })
}
describeDialects('flow configuration of answers, enforced (%s)', (dialect) => {
  const fx = flowConfigSuite(dialect)
  describe('post processing and follow-up prompts', () => answerProcessing(fx))
  describe('speech to text and chatflow analysis', () => speechAndAnalysis(fx))
})
