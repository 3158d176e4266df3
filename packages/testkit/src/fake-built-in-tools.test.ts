import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from './fake-openai-server'
import type { BuiltInToolResult, ChatRequest } from './fake-openai-types'

// The providers' built-in tools in the fake: the tools a request sent reach the responder, and a
// scripted built-in result is refused when none was sent.

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(() => fake.close())

const search: BuiltInToolResult = { kind: 'webSearch', query: 'q', url: 'https://e.org/', title: 'E' }

const post = (path: string, body: unknown) =>
  fetch(`${fake.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('fake built-in tools', () => {
  it('hands the Responses API built-in tools to the responder, and answers with the call and a citation', async () => {
    const seen: ChatRequest[] = []
    fake.respondWith((req) => {
      seen.push(req)
      return { content: 'Found it.', builtIn: search }
    })
    const res = await post('/v1/responses', {
      model: 'm',
      input: [{ role: 'user', content: [{ type: 'input_text', text: 'find' }] }],
      tools: [{ type: 'web_search_preview' }, { type: 'function', name: 'calc', parameters: {} }],
    })
    const body = (await res.json()) as { output: Array<Record<string, unknown>> }
    expect(seen[0]?.builtInTools).toEqual([{ type: 'web_search_preview' }])
    expect(seen[0]?.tools?.map((t) => t.function.name)).toEqual(['calc'])
    expect(seen[0]?.messages).toEqual([{ role: 'user', content: 'find' }])
    expect(body.output.map((o) => o.type)).toEqual(['web_search_call', 'message'])
    expect(JSON.stringify(body.output[1])).toContain('"url_citation"')
  })

  it.each([
    ['/v1/responses', { model: 'm', input: 'find' }],
    ['/v1/messages', { model: 'm', max_tokens: 9, messages: [{ role: 'user', content: 'find' }] }],
    ['/v1beta/models/g:generateContent', { contents: [{ role: 'user', parts: [{ text: 'find' }] }] }],
    ['/v1/chat/completions', { model: 'm', messages: [{ role: 'user', content: 'find' }] }],
  ])('refuses a built-in result at %s when the request sent no built-in tool', async (path, request) => {
    fake.queue({ content: 'Found it.', builtIn: search })
    const res = await post(path, request)
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('no such tool was sent')
  })
})
