import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalHttpServer, type TLocalServer } from '@unikflow/testkit'
import { modelGuardOf } from './model-http'
import { DEFAULT_MODEL_TIMEOUTS, ModelWatch } from './model-watch'

/** What a provider answers per path; `/sse` streams three events, a tenth of a second apart. */
let server: TLocalServer
let sseClosedEarly = false
beforeAll(async () => {
  server = await startLocalHttpServer((req, res) => {
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers })
      res.end(JSON.stringify(body))
    }
    if (req.url === '/json') return json(200, { echo: req.body, header: req.headers['x-api-key'] ?? null })
    if (req.url === '/error') return json(429, { error: { message: 'slow down' } }, { 'retry-after': '1' })
    if (req.url === '/gzip') {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' })
      return res.end(gzipSync(JSON.stringify({ packed: true })))
    }
    if (req.url === '/moved') {
      res.writeHead(307, { location: '/json' })
      return res.end()
    }
    if (req.url === '/to-metadata') {
      res.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' })
      return res.end()
    }
    if (req.url === '/big') return json(200, { text: 'x'.repeat(4096) })
    if (req.url === '/none') {
      res.writeHead(204)
      return res.end()
    }
    if (req.url === '/form') return json(200, { type: req.headers['content-type'] })
    if (req.url === '/sse') {
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      let n = 0
      const tick = setInterval(() => {
        if (res.destroyed) return
        res.write(`data: {"n":${++n}}\n\n`)
        if (n === 3) {
          clearInterval(tick)
          res.end()
        }
      }, 100)
      res.once('close', () => {
        clearInterval(tick)
        if (!res.writableFinished) sseClosedEarly = true
      })
      return
    }
    res.writeHead(404)
    res.end()
  })
})
afterAll(() => server.close())

const modelFetch = (guard: Parameters<typeof modelGuardOf>[0] = { allowPrivateHosts: ['127.0.0.1'] }) =>
  new ModelWatch(new AbortController().signal, DEFAULT_MODEL_TIMEOUTS, modelGuardOf(guard)).fetchFor('Model')

async function readText(body: ReadableStream<Uint8Array>): Promise<string> {
  let text = ''
  const decoder = new TextDecoder()
  for await (const chunk of body) text += decoder.decode(chunk, { stream: true })
  return text
}

describe('the HTTP under model clients', () => {
  it('sends the body and headers as given (a Headers object, as the OpenAI SDK passes them)', async () => {
    const res = await modelFetch()(`${server.url}/json`, {
      method: 'POST',
      headers: new Headers({ 'x-api-key': 'k-1', 'content-type': 'application/json' }),
      body: '{"q":1}',
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/json')
    expect(await res.json()).toEqual({ echo: '{"q":1}', header: 'k-1' })
  })

  it("answers a provider's error with its status, headers and body", async () => {
    const res = await modelFetch()(`${server.url}/error`, { method: 'POST', body: '{}' })
    expect([res.status, res.ok, res.headers.get('retry-after')]).toEqual([429, false, '1'])
    expect(await res.json()).toEqual({ error: { message: 'slow down' } })
  })

  it('unpacks a compressed answer, follows a redirect and gives a 204 no body', async () => {
    expect(await (await modelFetch()(`${server.url}/gzip`)).json()).toEqual({ packed: true })
    const moved = await modelFetch()(`${server.url}/moved`, { method: 'POST', body: 'x' })
    expect(await moved.json()).toEqual({ echo: 'x', header: null })
    const none = await modelFetch()(`${server.url}/none`, { method: 'DELETE' })
    expect([none.status, none.body]).toEqual([204, null])
  })

  it('hands bodies it does not send itself (form data) to fetch', async () => {
    const form = new FormData()
    form.append('file', new Blob(['abc']), 'a.txt')
    const res = await modelFetch()(`${server.url}/form`, { method: 'POST', body: form })
    expect(((await res.json()) as { type: string }).type).toMatch(/^multipart\/form-data; boundary=/)
  })

  it('streams an event stream chunk by chunk, and a reader that stops closes the connection', async () => {
    const res = await modelFetch()(`${server.url}/sse`)
    expect(await readText(res.body!)).toBe('data: {"n":1}\n\ndata: {"n":2}\n\ndata: {"n":3}\n\n')
    expect(sseClosedEarly).toBe(false)

    const early = await modelFetch()(`${server.url}/sse`)
    const reader = early.body!.getReader()
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('data: {"n":1}\n\n')
    await reader.cancel()
    await expect.poll(() => sseClosedEarly).toBe(true)
  })

  it("a caller's abort stops the request with the caller's reason", async () => {
    const caller = new AbortController()
    const pending = modelFetch()(`${server.url}/sse`, { signal: caller.signal }).then((r) =>
      readText(r.body!),
    )
    setTimeout(() => caller.abort(new Error('user pressed Stop')), 150)
    await expect(pending).rejects.toThrow('user pressed Stop')
  })

  it('refuses a private base URL the operator did not allow, saying how to allow it', async () => {
    await expect(
      modelFetch({ allowPrivateHosts: [] })(`${server.url}/json`, { method: 'POST', body: '{}' }),
    ).rejects.toThrow(/private or reserved address; .*UNIKFLOW_OUTBOUND_ALLOWLIST/)
    const port = new URL(server.url).port
    await expect(
      modelFetch({ allowPrivateHosts: [] })(`http://localhost:${port}/json`, { method: 'POST', body: '{}' }),
    ).rejects.toThrow(/UNIKFLOW_OUTBOUND_ALLOWLIST/)
  })

  it('checks where a redirect leads, and a Request object goes through the guard too', async () => {
    await expect(modelFetch()(`${server.url}/to-metadata`, { method: 'POST', body: '{}' })).rejects.toThrow(
      /169\.254\.169\.254/,
    )
    const request = new Request(`${server.url}/json`, {
      method: 'POST',
      body: '{"r":1}',
      headers: { 'x-api-key': 'm' },
    })
    expect(await (await modelFetch()(request)).json()).toEqual({ echo: '{"r":1}', header: 'm' })
    await expect(modelFetch({ allowPrivateHosts: [] })(new Request(`${server.url}/json`))).rejects.toThrow(
      /private or reserved/,
    )
  })

  it('fails an answer larger than the limit', async () => {
    const small = { allowPrivateHosts: ['127.0.0.1'], maxResponseBytes: 1024 }
    await expect(modelFetch(small)(`${server.url}/big`)).rejects.toThrow(/more than/)
    const stream = await modelFetch({ ...small, maxResponseBytes: 20 })(`${server.url}/sse`)
    await expect(readText(stream.body!)).rejects.toThrow(/more than/)
  })
})

describe('a model answer read chunk by chunk (streamFor, the direct chat calls)', () => {
  const modelStream = (guard: Parameters<typeof modelGuardOf>[0] = { allowPrivateHosts: ['127.0.0.1'] }) =>
    new ModelWatch(new AbortController().signal, DEFAULT_MODEL_TIMEOUTS, modelGuardOf(guard)).streamFor(
      'Model',
    )
  const post = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }
  const collect = async (answer: Awaited<ReturnType<ReturnType<typeof modelStream>>>) => {
    const decoder = new TextDecoder()
    const chunks: string[] = []
    await answer.each((chunk) => chunks.push(decoder.decode(chunk)))
    return chunks
  }

  it('hands each chunk over in order, with the status and headers', async () => {
    const answer = await modelStream()(`${server.url}/sse`, post)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/event-stream')
    expect(await collect(answer)).toEqual(['data: {"n":1}\n\n', 'data: {"n":2}\n\n', 'data: {"n":3}\n\n'])
    const error = await modelStream()(`${server.url}/error`, post)
    expect(error.status).toBe(429)
  })

  it('an answer dropped unread closes the connection', async () => {
    sseClosedEarly = false
    ;(await modelStream()(`${server.url}/sse`, post)).discard()
    await expect.poll(() => sseClosedEarly).toBe(true)
  })

  it("a caller's abort, an answer over the limit and a private URL fail as through fetch", async () => {
    const caller = new AbortController()
    const answer = await modelStream()(`${server.url}/sse`, { ...post, signal: caller.signal })
    setTimeout(() => caller.abort(new Error('user pressed Stop')), 150)
    await expect(collect(answer)).rejects.toThrow('user pressed Stop')

    const small = await modelStream({ allowPrivateHosts: ['127.0.0.1'], maxResponseBytes: 20 })(
      `${server.url}/sse`,
      post,
    )
    await expect(collect(small)).rejects.toThrow(/more than/)

    await expect(modelStream({ allowPrivateHosts: [] })(`${server.url}/sse`, post)).rejects.toThrow(
      /UNIKFLOW_OUTBOUND_ALLOWLIST/,
    )
  })
})
