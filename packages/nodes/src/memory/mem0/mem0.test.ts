import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()
type TCall = { method: string; url: string; authorization: string; body: Record<string, unknown> }
const calls: TCall[] = []
const memories = new Map<string, string[]>()
let mem0Server: Server
let mem0Url = ''

/** Mem0's platform API as far as the node uses it: each added user message becomes a memory of its user. */
beforeAll(async () => {
  mem0Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = chunks.length
        ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>)
        : {}
      calls.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization ?? '',
        body,
      })
      const url = new URL(req.url ?? '/', 'http://mem0')
      if (req.method === 'POST' && url.pathname === '/v1/memories/search/')
        return res.end(
          JSON.stringify((memories.get(String(body.user_id)) ?? []).map((memory) => ({ memory }))),
        )
      if (req.method === 'POST' && url.pathname === '/v1/memories/') {
        const user = String(body.user_id)
        const said = (body.messages as { role: string; content: string }[]).filter((m) => m.role === 'user')
        memories.set(user, [...(memories.get(user) ?? []), ...said.map((m) => `User said: ${m.content}`)])
        return res.end('[]')
      }
      res.writeHead(404).end('{}')
    })
  })
  await new Promise<void>((resolve) => mem0Server.listen(0, '127.0.0.1', resolve))
  mem0Url = `http://127.0.0.1:${(mem0Server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => mem0Server.close(() => resolve())))

const flow = (inputs: Record<string, unknown>) => [
  { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
  { id: 'mem', name: 'mem0', credential: 'cred-mem0', inputs },
  {
    id: 'c',
    name: 'conversationChain',
    inputs: { model: '{{m.data.instance}}', memory: '{{mem.data.instance}}' },
  },
]
const services = () =>
  harness.services({
    allowPrivateHosts: ['127.0.0.1'],
    credentials: { 'cred-mem0': { apiKey: 'm0-key', basePath: mem0Url } },
  })

describe('Mem0', () => {
  it('adds each turn to the user’s memories and answers with what Mem0 remembers, even in a new chat', async () => {
    harness.openai.queue({ content: 'Nice, tea.' })
    await harness.runFlow(flow({ user_id: 'ada', run_id: 'r1' }), {
      question: 'I love tea',
      chatId: 'm1',
      services: services(),
    })
    const added = calls.find((c) => c.method === 'POST' && c.url === '/v1/memories/')
    expect(added?.body).toEqual({
      messages: [
        { role: 'user', content: 'I love tea' },
        { role: 'assistant', content: 'Nice, tea.' },
      ],
      user_id: 'ada',
      run_id: 'r1',
    })
    harness.openai.queue({ content: 'Tea.' })
    await harness.runFlow(flow({ user_id: 'ada' }), {
      question: 'What do I love?',
      chatId: 'm2',
      services: services(),
    })
    const sent = JSON.stringify(harness.openai.calls.at(-1)?.body)
    expect(sent).toContain('What I remember about the user:\\n- User said: I love tea')
    expect(calls.find((c) => c.url === '/v1/memories/search/')?.body).toMatchObject({
      query: 'I love tea',
      user_id: 'ada',
    })
    expect(calls.every((c) => c.authorization === 'Token m0-key')).toBe(true)
  })

  it('with Search Only reads but adds nothing; with Use Flowise Chat ID the chat is the user', async () => {
    const before = calls.length
    harness.openai.queue({ content: 'ok' })
    await harness.runFlow(flow({ useFlowiseChatId: true, searchOnly: true }), {
      question: 'hello',
      chatId: 'chat-as-user',
      services: services(),
    })
    const made = calls.slice(before)
    expect(made.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /v1/memories/search/'])
    expect(made[0]?.body.user_id).toBe('chat-as-user')
  })

  it('needs a User ID when the chat is not the user', async () => {
    await expect(
      harness.runFlow(flow({ user_id: '' }), { question: 'x', services: services() }),
    ).rejects.toThrow(/User ID is required/)
  })
})
