import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()
const sessions = new Map<string, { role: string; content: string }[]>()
const seen: { method: string; url: string; authorization: string }[] = []
let zep: Server
let zepUrl = ''

/** Zep's open-source memory API, as far as the node uses it. */
beforeAll(async () => {
  zep = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization ?? '',
      })
      const url = new URL(req.url ?? '/', 'http://zep')
      const id = decodeURIComponent(/\/api\/v1\/sessions\/([^/]+)\/memory/.exec(url.pathname)?.[1] ?? '')
      const stored = sessions.get(id)
      if (req.method === 'GET') {
        if (!stored) return res.writeHead(404).end('{"message":"not found"}')
        const lastn = Number(url.searchParams.get('lastn') ?? stored.length)
        return res.end(JSON.stringify({ messages: stored.slice(-lastn) }))
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        messages: { role: string; content: string }[]
      }
      sessions.set(id, [...(stored ?? []), ...body.messages])
      res.end('"OK"')
    })
  })
  await new Promise<void>((resolve) => zep.listen(0, '127.0.0.1', resolve))
  zepUrl = `http://127.0.0.1:${(zep.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => zep.close(() => resolve())))

const flow = () => [
  { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
  { id: 'mem', name: 'ZepMemory', credential: 'cred-zep', inputs: { baseURL: zepUrl, k: 1 } },
  {
    id: 'c',
    name: 'conversationChain',
    inputs: { model: '{{m.data.instance}}', memory: '{{mem.data.instance}}' },
  },
]

describe('Zep Memory - Open Source', () => {
  it('adds each turn to the Zep session and reads the last k exchanges back, with the key', async () => {
    const services = harness.services({
      allowPrivateHosts: ['127.0.0.1'],
      credentials: { 'cred-zep': { apiKey: 'zep-key' } },
    })
    harness.openai.queue({ content: 'Hi Ada.' }, { content: 'Your name is Ada.' })
    await harness.runFlow(flow(), { question: 'I am Ada', chatId: 'zep-chat', services })
    const second = await harness.runFlow(flow(), { question: 'Who am I?', chatId: 'zep-chat', services })
    expect(second.text).toBe('Your name is Ada.')
    expect(sessions.get('zep-chat')?.map((m) => `${m.role}: ${m.content}`)).toEqual([
      'human: I am Ada',
      'ai: Hi Ada.',
      'human: Who am I?',
      'ai: Your name is Ada.',
    ])
    const sent = JSON.stringify(harness.openai.calls.at(-1)?.body)
    expect(sent).toContain('I am Ada')
    expect(sent).toContain('Hi Ada.')
    expect(
      seen.some((s) => s.method === 'GET' && s.url.endsWith('/api/v1/sessions/zep-chat/memory?lastn=2')),
    ).toBe(true)
    expect(seen.every((s) => s.authorization === 'Bearer zep-key')).toBe(true)
  })
})
