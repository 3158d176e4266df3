import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fakeEmbedding, startFakeOpenAI, type FakeOpenAI } from './fake-openai-server'

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(() => fake.close())

const post = (path: string, body: unknown) =>
  fetch(`${fake.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('fake OpenAI server', () => {
  it('echoes the last user message by default', async () => {
    const res = await post('/chat/completions', {
      model: 'm',
      messages: [{ role: 'user', content: 'hello' }],
    })
    const body = (await res.json()) as { choices: Array<{ message: { content: string } }> }
    expect(body.choices[0]?.message.content).toBe('You said: hello')
  })

  it('streams queued text as chunks ending with [DONE]', async () => {
    fake.queue({ content: 'one two three' })
    const res = await post('/chat/completions', { model: 'm', stream: true, messages: [] })
    const text = await res.text()
    const deltas = text
      .split('\n\n')
      .filter((l) => l.startsWith('data: {'))
      .map((l) => JSON.parse(l.slice(6)).choices[0].delta.content ?? '')
    expect(deltas.join('')).toBe('one two three')
    expect(text.trim().endsWith('data: [DONE]')).toBe(true)
  })

  it('paces a streamed answer: one token per interval, the last after (tokens − 1) intervals', async () => {
    fake.queue({ content: 'one two three four', intervalMs: 40 })
    const asked = performance.now()
    let lastArrival = asked
    const res = await post('/chat/completions', { model: 'm', stream: true, messages: [] })
    const arrivals: string[] = []
    const decoder = new TextDecoder()
    let received = ''
    for await (const bytes of res.body as AsyncIterable<Uint8Array>) {
      received += decoder.decode(bytes, { stream: true })
      const events = received.split('\n\n')
      received = events.pop() ?? ''
      for (const event of events) {
        if (!event.startsWith('data: {')) continue
        const content = JSON.parse(event.slice(6)).choices[0].delta.content
        if (content) arrivals.push(content)
        if (content) lastArrival = performance.now()
      }
    }
    expect(arrivals).toEqual(['one', ' two', ' three', ' four'])
    // The fourth token is written no sooner than three intervals after the request came (a lower bound:
    // a loaded machine only makes it later). Timers count from the event loop's cached clock, which may lag
    // the real one by a few milliseconds, so each interval can end a little early by performance.now().
    expect(lastArrival - asked).toBeGreaterThanOrEqual(3 * 40 - 15)
  })

  it('answers tool calls and embeddings', async () => {
    fake.queue({ toolCalls: [{ name: 'calculator', arguments: { input: '2+2' } }] })
    const res = await post('/chat/completions', { model: 'm', messages: [{ role: 'user', content: 'x' }] })
    const body = (await res.json()) as {
      choices: Array<{
        finish_reason: string
        message: { tool_calls: Array<{ function: { name: string } }> }
      }>
    }
    expect(body.choices[0]?.finish_reason).toBe('tool_calls')
    expect(body.choices[0]?.message.tool_calls[0]?.function.name).toBe('calculator')
    const emb = (await (await post('/embeddings', { model: 'e', input: ['a', 'a', 'b'] })).json()) as {
      data: Array<{ embedding: number[] }>
    }
    expect(emb.data[0]?.embedding).toEqual(emb.data[1]?.embedding)
    expect(emb.data[0]?.embedding).not.toEqual(emb.data[2]?.embedding)
  })

  it('answers embeddings as base64 float32 when asked, like the real API', async () => {
    const res = (await (
      await post('/embeddings', { model: 'e', input: 'a', encoding_format: 'base64' })
    ).json()) as {
      data: Array<{ embedding: string }>
    }
    const bytes = Buffer.from(res.data[0]?.embedding ?? '', 'base64')
    const floats = Array.from(new Float32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4))
    expect(floats.map((x) => x.toFixed(5))).toEqual(fakeEmbedding('a').map((x) => x.toFixed(5)))
  })
})

describe('fake OpenAI server: moderation, Anthropic and Ollama', () => {
  it('flags violent text in moderation and records calls', async () => {
    const body = (await (await post('/moderations', { input: 'I will attack' })).json()) as {
      results: Array<{ flagged: boolean }>
    }
    expect(body.results[0]?.flagged).toBe(true)
    expect(fake.calls.some((c) => c.path.endsWith('/moderations'))).toBe(true)
  })

  it('answers Anthropic messages as JSON and as server-sent events', async () => {
    const at = (body: unknown) =>
      fetch(`${fake.origin}/v1/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const plain = (await (
      await at({
        model: 'c',
        system: 'be brief',
        messages: [{ role: 'user', content: [{ type: 'text', text: 'hey' }] }],
      })
    ).json()) as { content: Array<{ text: string }>; stop_reason: string }
    expect(plain).toMatchObject({
      content: [{ type: 'text', text: 'You said: hey' }],
      stop_reason: 'end_turn',
    })
    fake.queue({ toolCalls: [{ name: 'calculator', arguments: { input: '1+1' } }] })
    const sse = await (await at({ model: 'c', stream: true, messages: [] })).text()
    expect(sse).toContain('event: message_start')
    expect(sse).toContain('"partial_json":"{\\"input\\":\\"1+1\\"}"')
    expect(sse).toContain('"stop_reason":"tool_use"')
  })

  it('answers Ollama chat (ndjson by default) and embeddings', async () => {
    const at = (path: string, body: unknown) =>
      fetch(`${fake.origin}${path}`, { method: 'POST', body: JSON.stringify(body) })
    const lines = (
      await (await at('/api/chat', { model: 'l', messages: [{ role: 'user', content: 'a b' }] })).text()
    )
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { message: { content: string }; done: boolean })
    expect(lines.map((l) => l.message.content).join('')).toBe('You said: a b')
    expect(lines.at(-1)?.done).toBe(true)
    const one = (await (await at('/api/chat', { model: 'l', stream: false, messages: [] })).json()) as {
      done: boolean
    }
    expect(one.done).toBe(true)
    const embed = (await (await at('/api/embed', { model: 'e', input: ['a', 'b'] })).json()) as {
      embeddings: number[][]
    }
    expect(embed.embeddings).toEqual([fakeEmbedding('a'), fakeEmbedding('b')])
    const legacy = (await (await at('/api/embeddings', { model: 'e', prompt: 'a' })).json()) as {
      embedding: number[]
    }
    expect(legacy.embedding).toEqual(fakeEmbedding('a'))
  })
})
