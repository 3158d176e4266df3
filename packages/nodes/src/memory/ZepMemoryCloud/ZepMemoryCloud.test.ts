import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()
type TStored = { role: string; role_type: string; content: string }
const sessions = new Map<string, TStored[]>()
const seen: { method: string; url: string; authorization: string }[] = []
let zep: Server
let zepUrl = ''

/** Zep Cloud's v2 memory API as far as the node uses it: unknown sessions answer 404 until created. */
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
      const body = chunks.length
        ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>)
        : {}
      if (req.method === 'POST' && url.pathname === '/api/v2/sessions') {
        sessions.set(String(body.session_id), [])
        return res.end('{}')
      }
      const id = decodeURIComponent(/^\/api\/v2\/sessions\/([^/]+)\/memory$/.exec(url.pathname)?.[1] ?? '')
      const stored = sessions.get(id)
      if (!stored) return res.writeHead(404).end('{"message":"not found"}')
      if (req.method === 'GET')
        return res.end(
          JSON.stringify({
            messages: stored,
            ...(stored.length >= 4 ? { summary: { content: 'The human is Ada.' } } : {}),
          }),
        )
      if (req.method === 'DELETE') {
        sessions.delete(id)
        return res.end('{}')
      }
      stored.push(...(body.messages as TStored[]))
      res.end('{}')
    })
  })
  await new Promise<void>((resolve) => zep.listen(0, '127.0.0.1', resolve))
  zepUrl = `http://127.0.0.1:${(zep.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => zep.close(() => resolve())))

const flow = () => [
  { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
  { id: 'mem', name: 'ZepMemoryCloud', credential: 'cred-zep', inputs: { memoryType: 'perpetual' } },
  {
    id: 'c',
    name: 'conversationChain',
    inputs: { model: '{{m.data.instance}}', memory: '{{mem.data.instance}}' },
  },
]

describe('Zep Memory - Cloud', () => {
  it('creates the session on the first turn, adds each turn and reads Zep’s summary back first', async () => {
    const services = harness.services({
      allowPrivateHosts: ['127.0.0.1'],
      credentials: { 'cred-zep': { apiKey: 'zep-key', basePath: zepUrl } },
    })
    harness.openai.queue({ content: 'Hi Ada.' }, { content: 'You are Ada.' }, { content: 'Still Ada.' })
    await harness.runFlow(flow(), { question: 'I am Ada', chatId: 'zc', services })
    await harness.runFlow(flow(), { question: 'Who am I?', chatId: 'zc', services })
    expect(sessions.get('zc')?.map((m) => `${m.role}/${m.role_type}: ${m.content}`)).toEqual([
      'human/user: I am Ada',
      'ai/assistant: Hi Ada.',
      'human/user: Who am I?',
      'ai/assistant: You are Ada.',
    ])
    await harness.runFlow(flow(), { question: 'Again?', chatId: 'zc', services })
    const sent = JSON.stringify(harness.openai.calls.at(-1)?.body)
    expect(sent.indexOf('The human is Ada.')).toBeLessThan(sent.indexOf('I am Ada'))
    expect(seen.filter((s) => s.method === 'POST' && s.url === '/api/v2/sessions')).toHaveLength(1)
    expect(seen.some((s) => s.url === '/api/v2/sessions/zc/memory?memoryType=perpetual')).toBe(true)
    expect(seen.every((s) => s.authorization === 'Api-Key zep-key')).toBe(true)
  })
})
